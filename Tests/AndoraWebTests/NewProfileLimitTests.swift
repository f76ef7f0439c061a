import AndoraHost
import AndoraModel
import AndoraCore
@testable import AndoraWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Synchronization
import Testing

/// A flood of new profiles from one client is refused before it can crowd out the players.
@Suite struct NewProfileLimitTests {
    @Test func aClientBeyondItsAllowanceOfNewProfilesGets429AndThePlayersPlayOn() async throws {
        try await testApplication(settings: WebSettings(port: 80, newProfilesPerMinute: 3)).test(.router) { client in
            var player = Browser(client)
            _ = try await player.state()
            _ = try await player.send(.startGame)
            for _ in 0..<2 {
                var newcomer = Browser(client)
                #expect(try await newcomer.get("/api/state").status == .ok)
            }
            var flooder = Browser(client, language: "ru")
            let refused = try await flooder.get("/api/state")
            #expect(refused.status == .tooManyRequests)
            let retryAfter = try #require(refused.headers[.retryAfter].flatMap { Int($0) })
            #expect((1...20).contains(retryAfter), "three a minute: the next within 20 s")
            #expect(refused.headers[.setCookie] == nil)
            #expect(refused.error == APIProblem(.tooManyProfiles(retryAfter: retryAfter), language: .ru).message)
            let played = try await player.send(.tapCell(try Cell(notation: "e5")))
            #expect(played.game?.board.cells.first { $0.name == "e5" }?.mark == .x, "a known player is never refused")
        }
    }

    /// Ids a client makes up count as new profiles: they open no more profiles (nor searches) than
    /// asking for new ones would; a profile the store holds is known, in memory or not.
    @Test func aMadeUpProfileIdCountsAsANewProfileAndAStoredOneDoesNot() async throws {
        let store = MemoryProfileStore()
        let stored = try await testApplication(store: store).test(.router) { client in
            var player = Browser(client)
            _ = try await player.state()
            _ = try await player.send(.startGame)
            return player.cookie
        }
        try await testApplication(store: store, settings: WebSettings(port: 80, newProfilesPerMinute: 2)).test(.router) { client in
            for (index, expected) in [HTTPResponse.Status.ok, .ok, .tooManyRequests].enumerated() {
                var inventor = Browser(client, language: "ru")
                inventor.cookie = "andora_profile=\(String(repeating: "0", count: 31))\(index)"
                let answer = try await inventor.get("/api/state")
                #expect(answer.status == expected, "made-up id \(index)")
            }
            var returning = Browser(client)
            returning.cookie = stored
            #expect(try await returning.get("/api/state").state?.game != nil, "a stored profile is no new one")
        }
    }

    @Test func aNewBackupCountsAsANewProfileAndAnExistingOneDoesNot() async throws {
        try await testApplication(settings: WebSettings(port: 80, newProfilesPerMinute: 2)).test(.router) { client in
            var page = Browser(client)
            let body = BackupTests.body([try BackupTests.played("a1 b1 a2 b2 a3", endedAt: 1_700_000_050_000)])
            let first = try await page.post(body, path: "/api/backup")
            #expect(first.status == .ok)
            let key = try #require((first.json as? [String: Any])?["key"] as? String)
            #expect(try await page.post(body, path: "/api/backup").status == .ok)
            #expect(try await page.post(body, path: "/api/backup").status == .tooManyRequests, "a flood of backups is refused")
            #expect(try await page.post(#"{"games":[],"key":"\#(key)"}"#, path: "/api/backup").status == .ok,
                    "adding to a backup that exists opens no profile")
            let madeUp = String(repeating: "7", count: 32)
            #expect(try await page.post(#"{"games":[],"key":"\#(madeUp)"}"#, path: "/api/backup").status == .tooManyRequests,
                    "a backup key never handed out is a new one")
        }
    }

    @Test func eachBurstOfRefusalsIsLoggedOnce() {
        let lines = LogLines()
        let limiter = RequestLimiter("new profiles", perMinute: 2, logger: Logger(label: "test") { _ in lines })
        #expect([0, 0, 0, 0].map { limiter.admit("192.0.2.7", at: $0) } == [.allowed, .allowed, .refused(seconds: 30), .refused(seconds: 30)])
        #expect(lines.messages.count == 1)
        #expect(lines.messages.first?.contains("192.0.2.7") == true)
        #expect(limiter.admit("192.0.2.8", at: 0) == .allowed, "another client has its own allowance")
        #expect(limiter.admit("192.0.2.7", at: 30_000) == .allowed)
        #expect(limiter.admit("192.0.2.7", at: 30_000) == .refused(seconds: 30))
        #expect(lines.messages.count == 2, "a new burst of refusals is logged again")
    }

    @Test func clientsCountByIPv4AddressAndByIPv6Network() throws {
        func client(_ ip: String) throws -> String {
            ClientRequestContext.client(at: try SocketAddress(ipAddress: ip, port: 40000))
        }
        #expect(try client("192.0.2.7") == "192.0.2.7")
        #expect(try client("::ffff:192.0.2.7") == "192.0.2.7", "IPv4 through an IPv6 socket is the same client")
        #expect(try client("2001:db8:1:2:aaaa::1") == "2001:db8:1:2::/64")
        #expect(try client("2001:db8:1:2:bbbb::9") == "2001:db8:1:2::/64", "one /64 is one client")
        #expect(try client("2001:db8:1:3::1") == "2001:db8:1:3::/64")
        #expect(ClientRequestContext.client(at: nil) == "unknown")
    }

    /// Behind a trusted proxy each player counts as the address the proxy forwarded; what a client
    /// writes into `X-Forwarded-For` itself is not believed, nor the header from anyone else.
    @Test func behindATrustedProxyClientsCountByTheAddressItForwarded() throws {
        let proxy = try SocketAddress(ipAddress: "127.0.0.1", port: 40000)
        let trusted: Set<String> = ["127.0.0.1"]
        #expect(ClientRequestContext.client(at: proxy, forwardedFor: "192.0.2.7", trusting: trusted) == "192.0.2.7")
        #expect(ClientRequestContext.client(at: proxy, forwardedFor: "198.51.100.1, 192.0.2.7", trusting: trusted)
                == "192.0.2.7", "the proxy appends the address it saw; the one before is the client's own claim")
        #expect(ClientRequestContext.client(at: proxy, forwardedFor: "2001:db8:1:2::9", trusting: trusted) == "2001:db8:1:2::/64")
        #expect(ClientRequestContext.client(at: proxy, forwardedFor: "192.0.2.7, 127.0.0.1", trusting: trusted) == "192.0.2.7",
                "a chain of trusted proxies")
        #expect(ClientRequestContext.client(at: proxy, forwardedFor: "", trusting: trusted) == "127.0.0.1")
        #expect(ClientRequestContext.client(at: proxy, forwardedFor: "not an address", trusting: trusted) == "127.0.0.1")
        #expect(ClientRequestContext.client(at: proxy, forwardedFor: "192.0.2.7, unknown", trusting: trusted) == "127.0.0.1",
                "what the proxy appended is no address: the client's own claim before it is not taken instead")
        let mappedProxy = try SocketAddress(ipAddress: "::ffff:127.0.0.1", port: 40000)
        #expect(ClientRequestContext.client(at: mappedProxy, forwardedFor: "192.0.2.7", trusting: trusted) == "192.0.2.7",
                "a server listening on :: sees an IPv4 proxy through IPv6")
        let stranger = try SocketAddress(ipAddress: "203.0.113.9", port: 40000)
        #expect(ClientRequestContext.client(at: stranger, forwardedFor: "192.0.2.7", trusting: trusted) == "203.0.113.9")
    }

    @Test func behindATrustedProxyEachPlayerHasItsOwnAllowanceOfNewProfiles() async throws {
        let settings = WebSettings(port: 0, newProfilesPerMinute: 1, trustedProxies: ["127.0.0.1"])
        try await testApplication(settings: settings).test(.ahc()) { client in
            var statuses: [HTTPResponse.Status] = []
            for address in ["192.0.2.7", "192.0.2.8", "192.0.2.7"] {
                var browser = Browser(client)
                statuses.append(try await browser.request("/api/state", headers: [.xForwardedFor: address]).status)
            }
            #expect(statuses == [.ok, .ok, .tooManyRequests], "another player behind the same proxy has its own allowance")
        }
    }

    @Test func theLocalNetworkModeListensEverywhereAndAnswersToTheMachinesAddresses() {
        let settings = WebSettings.localNetwork(port: 8080, addresses: ["192.168.1.5"], allowedHosts: ["andora.home"])
        #expect(settings.host == "0.0.0.0")
        let hosts = AllowedHosts(settings)
        #expect(hosts.accepts(authority: "192.168.1.5:8080"))
        #expect(hosts.accepts(authority: "andora.home:8080"))
        #expect(hosts.accepts(authority: "localhost:8080"))
        #expect(!hosts.accepts(authority: "192.168.1.6:8080"))
        #expect(!hosts.accepts(authority: "evil.example:8080"))
        #expect(NetworkAddresses.current().allSatisfy { !$0.hasPrefix("127.") && !$0.contains(":") })
    }
}

/// A log handler that keeps the messages logged through it.
private final class LogLines: LogHandler, Sendable {
    private let store = Mutex<[String]>([])
    var messages: [String] { store.withLock { $0 } }

    var metadata: Logger.Metadata {
        get { [:] }
        set {}
    }

    var logLevel: Logger.Level {
        get { .trace }
        set {}
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { nil }
        set {}
    }

    func log(event: LogEvent) {
        store.withLock { $0.append("\(event.message)") }
    }

    @Test func aWebSocketClientThatIsNoBrowserNamesThisHostAsItsOriginAndNothingElsePasses() {
        let hosts = AllowedHosts(WebSettings(port: 8080))
        #expect(hosts.isWebSocketClientOrigin("ws://127.0.0.1", authority: "127.0.0.1:8080"))
        #expect(hosts.isWebSocketClientOrigin("WS://127.0.0.1:8080", authority: "127.0.0.1:8080"))
        #expect(!hosts.isWebSocketClientOrigin("ws://evil.example", authority: "127.0.0.1:8080"))
        #expect(!hosts.isWebSocketClientOrigin("http://127.0.0.1:8080", authority: "127.0.0.1:8080"), "a page's origin")
        #expect(!hosts.isSameOrigin("ws://127.0.0.1", authority: "127.0.0.1:8080"), "intents keep the page's rule")
    }
}
