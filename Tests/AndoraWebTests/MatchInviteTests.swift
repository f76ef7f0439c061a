import AndoraModel
import AndoraWeb
import Foundation
import HummingbirdTesting
import Testing

/// `GET /api/invite`: the links that bring the second device and spectators in, and the
/// invite's QR code made by the server.
@Suite struct MatchInviteTests {
    @Test func theInviteNamesThisServersAddressAndCarriesTheQRCode() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.state()
            _ = try await browser.send(.openMatchSetup)
            let code = try #require(try await browser.send(.createMatch).match?.code)
            // Typed as people type it: lower case, with a space (`+`) and a dash.
            let typed = code.prefix(2).lowercased() + "+" + code.dropFirst(2).prefix(2) + "-" + code.dropFirst(4).lowercased()
            let answer = try await browser.get("/api/invite?code=\(typed)")
            #expect(answer.status == .ok)
            let invite = try #require(answer.json as? [String: String])
            #expect(invite["code"] == code)
            #expect(invite["link"] == "http://localhost/?join=\(code)")
            #expect(invite["watchLink"] == "http://localhost/?watch=\(code)")
            let qr = try #require(invite["qr"])
            #expect(qr.hasPrefix("<svg") && qr.contains("<title>QR code of the invite link</title>"))
        }
    }

    /// A code of no match (K7M2QX is well formed) or one that cannot be a match.
    @Test func aCodeOfNoMatchIsAnswered404InTheBrowsersLanguage() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            browser.language = "ru"
            for code in ["K7M2QX", "0OIL01", "K7M2Q", "%C5%BF7M2QX", "K7M2QX" + String(repeating: "-", count: 27)] {
                let answer = try await browser.get("/api/invite?code=\(code)")
                #expect(answer.status == .notFound && answer.error == "Матча с таким кодом нет.", "\(code)")
            }
        }
    }

    /// Each try at a code counts: joining or watching by a code, and asking for an invite.
    @Test func aBrowserTryingMatchCodesBeyondItsAllowanceGets429InItsLanguageAndNoSeat() async throws {
        var settings = WebSettings(port: 80)
        settings.codeTriesPerMinute = 3
        try await testApplication(settings: settings).test(.router) { client in
            var host = Browser(client)
            _ = try await host.state()
            _ = try await host.send(.openMatchSetup)
            let code = try #require(try await host.send(.createMatch).match?.code)
            var guesser = Browser(client, language: "ru")
            _ = try await guesser.state()
            for guess in ["K7M2QX", "K7M2QY"] { _ = try await guesser.send(.joinMatch(code: guess)) }
            #expect(try await guesser.get("/api/invite?code=K7M2QZ").status == .notFound)
            let refused = try await guesser.post(#"{"type":"joinMatch","code":"\#(code)"}"#, path: "/api/intent")
            #expect(refused.status == .tooManyRequests)
            let retryAfter = try #require(refused.headers[.retryAfter].flatMap { Int($0) })
            #expect(refused.error == APIProblem(.tooManyCodeTries(retryAfter: retryAfter), language: .ru).message)
            #expect(try await guesser.get("/api/invite?code=\(code)").status == .tooManyRequests)
            #expect(try await host.state().match?.invite != nil, "the seat is still free")
        }
    }

    /// A server listening on this computer alone says so beside the invite, in the browser's
    /// language, and names the fix; one listening on the network gives a page opened here the
    /// network address, which a phone can open, and no such line.
    @Test(arguments: [false, true])
    func anInviteSaysWhenOnlyThisComputerCanOpenItAndPointsAtTheNetworkOtherwise(lan: Bool) async throws {
        let settings = lan ? WebSettings.localNetwork(port: 80, addresses: ["192.168.1.20"]) : WebSettings(port: 80)
        try await testApplication(settings: settings).test(.router) { client in
            var browser = Browser(client, language: "ru")
            _ = try await browser.state()
            _ = try await browser.send(.openMatchSetup)
            let code = try #require(try await browser.send(.createMatch).match?.code)
            let invite = try #require(try await browser.get("/api/invite?code=\(code)").json as? [String: String])
            if lan {
                #expect(invite["link"] == "http://192.168.1.20:80/?join=\(code)")
                #expect(invite["note"] == nil)
            } else {
                #expect(invite["link"] == "http://localhost/?join=\(code)")
                #expect(invite["note"] == Localizer(language: .ru).text(WebText.thisComputerOnly))
                #expect(invite["note"]?.contains("andora serve --lan") == true)
            }
        }
    }
}
