@testable import AndoraWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Other pages cannot drive the game: cross-site requests and DNS-rebinding names are refused (403).
@Suite struct SameOriginMiddlewareTests {
    static let startGame = #"{"type":"startGame"}"#

    @Test(arguments: ["http://evil.example", "null", "http://localhost:8080", "https://localhost", "http://localhost.evil.example"])
    func anIntentFromAnotherOriginIsRefusedAndChangesNothing(origin: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client, language: "ru")
            let before = try await browser.state()
            let answer = try await browser.request(
                "/api/intent", method: .post, headers: [.contentType: "application/json", .origin: origin], body: Self.startGame)
            #expect(answer.status == .forbidden)
            #expect(answer.error == APIProblem(.crossOrigin, language: .ru).message)
            #expect(try await browser.state() == before)
        }
    }

    @Test(arguments: ["cross-site", "same-site", "none"])
    func anIntentWithoutOriginThatABrowserMarksAsForeignIsRefused(site: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.state()
            let answer = try await browser.request(
                "/api/intent", method: .post, headers: [.contentType: "application/json", .secFetchSite: site], body: Self.startGame)
            #expect(answer.status == .forbidden)
        }
    }

    @Test(arguments: [
        [HTTPField.Name.origin: "http://localhost"], [.origin: "HTTP://LOCALHOST:80"], [.secFetchSite: "same-origin"],
        [.origin: "http://localhost", .secFetchSite: "same-origin"], [:],
    ])
    func theServersOwnPageAndNonBrowserClientsMayChangeTheGame(headers: HTTPFields) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.state()
            var headers = headers
            headers[.contentType] = "application/json"
            let answer = try await browser.request("/api/intent", method: .post, headers: headers, body: Self.startGame)
            #expect(answer.state?.screen == .game)
        }
    }

    @Test(arguments: ["cross-site", "same-site"])
    func anotherSiteCannotReadTheAPIOrOpenSessions(site: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let answer = try await browser.request("/api/state", headers: [.secFetchSite: site])
            #expect(answer.status == .forbidden)
            #expect(answer.headers[.setCookie] == nil)
            // The page's files are public: another site may link the icon.
            let icon = try await browser.request("/icon.svg", headers: [.secFetchSite: site])
            #expect(icon.status == .ok)
        }
    }

    @Test(arguments: ["/", "/app.js", "/api/state", "/api/texts", "/openapi.json", "/nothing", "/api/nothing"])
    func everyAnswerCarriesTheSecurityHeaders(path: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let answer = try await browser.get(path)
            #expect(answer.headers[.referrerPolicy] == "no-referrer")
            #expect(answer.headers[.xContentTypeOptions] == "nosniff")
            #expect(answer.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true)
        }
    }

    @Test(arguments: ["evil.example", "evil.example:{port}", "localhost", "localhost:1", "127.0.0.2:{port}", "[::1]:1", "", ":{port}"])
    func aRequestForAnotherHostIsRefused(host: String) async throws {
        try await testApplication(settings: WebSettings(port: 0)).test(.live) { client in
            let port = try #require(client.port)
            let host = host.replacingOccurrences(of: "{port}", with: String(port))
            let answer = try await RawConnection(port: port).exchange(
                "GET /api/state HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            #expect(answer.status == 403)
            #expect(answer.headers["set-cookie"] == nil)
            #expect(answer.error == APIProblem(.foreignHost, language: .en).message)
            #expect(answer.headers["referrer-policy"] == "no-referrer")
        }
    }

    @Test func aRequestWithoutHostIsRefused() async throws {
        try await testApplication(settings: WebSettings(port: 0)).test(.live) { client in
            let answer = try await RawConnection(port: try #require(client.port)).exchange("GET / HTTP/1.0\r\nConnection: close\r\n\r\n")
            #expect(answer.status == 403)
        }
    }

    @Test(arguments: ["localhost", "127.0.0.1", "[::1]", "LocalHost"])
    func theLoopbackNamesOnTheBoundPortAreAnswered(name: String) async throws {
        try await testApplication(settings: WebSettings(port: 0)).test(.live) { client in
            let port = try #require(client.port)
            let answer = try await RawConnection(port: port).exchange(
                "GET /api/state HTTP/1.1\r\nHost: \(name):\(port)\r\nConnection: close\r\n\r\n")
            #expect(answer.status == 200)
        }
    }

    @Test func theListeningAddressAndConfiguredNamesAreTheServersOwn() {
        let lan = AllowedHosts(WebSettings(host: "0.0.0.0", port: 8080, allowedHosts: ["192.168.1.5", "Andora.local"]))
        #expect(lan.accepts(authority: "192.168.1.5:8080"))
        #expect(lan.accepts(authority: "andora.local:8080"))
        #expect(!lan.accepts(authority: "0.0.0.0:8080"))
        #expect(!lan.accepts(authority: "192.168.1.6:8080"))
        let listening = AllowedHosts(WebSettings(host: "fd00::5", port: 8080))
        #expect(listening.accepts(authority: "[fd00::5]:8080"))
        #expect(!listening.accepts(authority: "fd00::5:8080"))
        listening.bind(port: 5555)
        #expect(listening.accepts(authority: "localhost:5555"))
        #expect(!listening.accepts(authority: "localhost:8080"))
    }

    @Test func aNameWithAPortIsAProxysAddressAnsweredOnThatPortOnly() {
        let proxied = AllowedHosts(WebSettings(port: 8081, allowedHosts: ["127.0.0.1:8000", "Games.example:443", "[::1]:8443"]))
        #expect(proxied.accepts(authority: "127.0.0.1:8000") && proxied.accepts(authority: "127.0.0.1:8081"))
        #expect(proxied.accepts(authority: "games.example:443") && !proxied.accepts(authority: "games.example:8081"))
        #expect(proxied.accepts(authority: "[::1]:8443") && !proxied.accepts(authority: "127.0.0.1:8443"))
        #expect(!proxied.accepts(authority: "games.example") && !proxied.accepts(authority: "localhost:8000"))
        #expect(proxied.isSameOrigin("http://127.0.0.1:8000", authority: "127.0.0.1:8000"))
    }

    @Test(arguments: ["localhost:", "localhost:+80", "localhost:80:80", "localhost :80", "[::1", "[::1]80", "localhost:99999"])
    func malformedHostsAreRefused(authority: String) {
        #expect(!AllowedHosts(WebSettings(port: 80)).accepts(authority: authority))
    }
}
