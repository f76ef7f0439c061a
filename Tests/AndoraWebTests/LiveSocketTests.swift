import AndoraModel
@testable import AndoraWeb
import Foundation
import HummingbirdTesting
import Testing

/// `GET /api/live`: a page hears the other device at once over a WebSocket, however long the
/// connection has been quiet; without the profile's cookie the upgrade is refused and the page polls.
@Suite struct LiveSocketTests {
    /// Shorter than the quiet spell in the test, so a socket treated as an idle HTTP connection would be cut;
    /// both leave the page's own requests room on a machine busy with other tests (the idle timeout is
    /// also the wait for a new connection's first head: at 300 ms a loaded CI machine once missed it).
    static let settings = WebSettings(port: 0, idleTimeout: .seconds(1), requestTimeout: .seconds(2))

    @Test func theGuestJoiningReachesTheHostOverItsSocketAfterAQuietSpell() async throws {
        try await testApplication(settings: Self.settings).test(.ahc()) { client in
            let port = try #require(client.port)
            var host = Browser(client)
            _ = try await host.state()
            _ = try await host.send(.openMatchSetup)
            let code = try #require(try await host.send(.createMatch).match?.code)
            let socket = try RawConnection(port: port)
            socket.send(Self.upgrade(port: port, cookie: host.cookie))
            let opened = try #require(await socket.read { !LiveFrames(afterHead: $0).texts.isEmpty })
            #expect(String(decoding: opened.prefix(12), as: UTF8.self) == "HTTP/1.1 101")
            let first = try Self.state(LiveFrames(afterHead: opened).texts[0])
            #expect(first.match?.invite != nil, "at first the host waits, showing the invite")

            try await Task.sleep(for: .seconds(3))
            var guest = Browser(client)
            _ = try await guest.state()
            _ = try await guest.send(.joinMatch(code: code))
            let showsTheJoin = { @Sendable (data: Data) in
                LiveFrames(data).texts.contains { (try? Self.state($0))?.match.map { $0.invite == nil } == true }
            }
            let later = await socket.read(until: showsTheJoin)
            #expect(later.map(showsTheJoin) == true, "the guest's join, pushed without asking over the socket still open")
        }
    }

    @Test func withoutTheProfilesCookieTheUpgradeIsRefused() async throws {
        try await testApplication(settings: WebSettings(port: 0)).test(.ahc()) { client in
            let port = try #require(client.port)
            let socket = try RawConnection(port: port)
            socket.send(Self.upgrade(port: port, cookie: nil))
            let answer = try #require(await socket.read { $0.range(of: Data("\r\n\r\n".utf8)) != nil })
            #expect(String(decoding: answer.prefix(9), as: UTF8.self) == "HTTP/1.1 ")
            #expect(String(decoding: answer.prefix(12), as: UTF8.self) != "HTTP/1.1 101")
        }
    }

    @Test func aSocketForAProfileIdNeverHandedOutClosesWithoutAState() async throws {
        try await testApplication(settings: WebSettings(port: 0)).test(.ahc()) { client in
            let port = try #require(client.port)
            let socket = try RawConnection(port: port)
            socket.send(Self.upgrade(port: port, cookie: "andora_profile=0123456789abcdef0123456789abcdef"))
            let answer = try #require(await socket.readUntilClosed())
            #expect(String(decoding: answer.prefix(12), as: UTF8.self) == "HTTP/1.1 101", "the page's socket opens, as any")
            #expect(LiveFrames(afterHead: answer).texts.isEmpty, "no state of a made-up profile")
        }
    }

    /// The request a page on this server sends to open its socket.
    /// The first line of the answer to an upgrade on a new connection, with the browser's cookie.
    private static func upgradeAnswer(port: Int, cookie: String?) async throws -> (RawConnection, String) {
        let socket = try RawConnection(port: port)
        socket.send(upgrade(port: port, cookie: cookie))
        let answer = try #require(await socket.read { $0.range(of: Data("\r\n".utf8)) != nil })
        return (socket, String(decoding: answer.prefix(12), as: UTF8.self))
    }

    /// One browser holds a socket per tab up to its allowance, one address up to its own; beyond
    /// either the upgrade is refused (the page polls), while other browsers still get theirs.
    @Test func socketsBeyondABrowsersOrAnAddresssAllowanceAreRefused() async throws {
        var settings = WebSettings(port: 0)
        settings.socketsPerBrowser = 2
        settings.socketsPerAddress = 3
        try await testApplication(settings: settings).test(.ahc()) { client in
            let port = try #require(client.port)
            var browsers = [Browser(client), Browser(client), Browser(client)]
            for index in browsers.indices { _ = try await browsers[index].state() }
            var open: [RawConnection] = []
            for _ in 0..<2 {
                let (socket, status) = try await Self.upgradeAnswer(port: port, cookie: browsers[0].cookie)
                #expect(status == "HTTP/1.1 101")
                open.append(socket)
            }
            let (_, third) = try await Self.upgradeAnswer(port: port, cookie: browsers[0].cookie)
            #expect(third != "HTTP/1.1 101", "a browser's third socket is refused")
            let (other, status) = try await Self.upgradeAnswer(port: port, cookie: browsers[1].cookie)
            #expect(status == "HTTP/1.1 101", "another browser still gets its socket")
            open.append(other)
            let (_, fourth) = try await Self.upgradeAnswer(port: port, cookie: browsers[2].cookie)
            #expect(fourth != "HTTP/1.1 101", "the address's fourth socket is refused")
            _ = open
        }
    }

    private static func upgrade(port: Int, cookie: String?) -> String {
        "GET /api/live HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://localhost:\(port)\r\n"
            + (cookie.map { "Cookie: \($0)\r\n" } ?? "")
            + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
            + "Sec-WebSocket-Version: 13\r\n\r\n"
    }

    private static func state(_ text: String) throws -> AppState {
        try JSONDecoder().decode(AppState.self, from: Data(text.utf8))
    }
}

/// The whole text messages in WebSocket frames a server sent (server frames are not masked).
private struct LiveFrames {
    private(set) var texts: [String] = []

    /// The messages after the `101` head.
    init(afterHead data: Data) {
        self.init(data.range(of: Data("\r\n\r\n".utf8)).map { data[$0.upperBound...] } ?? Data())
    }

    init(_ data: Data) {
        var bytes = [UInt8](data)[...]
        var message: [UInt8] = []
        while bytes.count >= 2 {
            let first = bytes[bytes.startIndex], lengthByte = Int(bytes[bytes.startIndex + 1] & 0x7f)
            let extra = lengthByte == 126 ? 2 : lengthByte == 127 ? 8 : 0
            guard bytes.count >= 2 + extra else { return }
            let length = extra == 0
                ? lengthByte : bytes.dropFirst(2).prefix(extra).reduce(0) { $0 << 8 | Int($1) }
            guard bytes.count >= 2 + extra + length else { return }
            let payload = bytes.dropFirst(2 + extra).prefix(length)
            bytes = bytes.dropFirst(2 + extra + length)
            let opcode = first & 0x0f
            guard opcode == 1 || opcode == 0 else { continue }  // pings and pongs
            message += payload
            if first & 0x80 != 0 {
                texts.append(String(decoding: message, as: UTF8.self))
                message = []
            }
        }
    }
}
