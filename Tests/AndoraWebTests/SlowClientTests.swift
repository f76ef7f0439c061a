@testable import AndoraWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Slow or stalled clients are closed: the idle timeout covers the wait for a request head, the request
/// timeout the wait for its body.
@Suite struct SlowClientTests {
    static let settings = WebSettings(port: 0, idleTimeout: .milliseconds(500), requestTimeout: .milliseconds(500))

    /// What a stalled client sent before it stopped.
    static let halfSent = [
        "", "GET /api/sta", "GET /api/state HTTP/1.1\r\nHost: localhost:{port}\r\n",
        "POST /api/intent HTTP/1.1\r\nHost: localhost:{port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"type\"",
    ]

    @Test(arguments: halfSent)
    func aStalledRequestIsClosedAfterTheTimeout(sent: String) async throws {
        try await testApplication(settings: Self.settings).test(.live) { client in
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            connection.send(sent.replacingOccurrences(of: "{port}", with: String(port)))
            #expect(await !connection.isClosed(within: .milliseconds(200)))
            #expect(await connection.isClosed(within: .seconds(3)))
        }
    }

    /// A client that stalls before its first request is whole (a slowloris, a browser's unused
    /// preconnect) is closed without an error in the log, which operators alert on.
    @Test(arguments: halfSent)
    func aConnectionClosedBeforeItsFirstRequestLogsNoError(sent: String) async throws {
        let log = CapturedLog()
        try await testApplication(settings: Self.settings, logger: log.logger()).test(.live) { client in
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            connection.send(sent.replacingOccurrences(of: "{port}", with: String(port)))
            #expect(await connection.isClosed(within: .seconds(3)))
        }
        // The server has stopped: every connection's handling has ended and said what it had to.
        #expect(log.messages(atLeast: .error) == [])
    }

    @Test func anIdleKeepAliveConnectionIsClosedAfterTheTimeout() async throws {
        try await testApplication(settings: Self.settings).test(.live) { client in
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            connection.send("GET /api/texts HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n")
            let answer = String(decoding: try #require(await connection.readUntilClosed()), as: UTF8.self)
            #expect(answer.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test func aHeaderTrickledByteByByteIsCutOff() async throws {
        try await testApplication(settings: Self.settings).test(.live) { client in
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            // At least 50 ms a byte, the header takes seconds: the server cuts it off long before its end.
            var closed = false
            for byte in "GET /api/state HTTP/1.1\r\nHost: localhost:\(port)\r\nX-Slow: \(String(repeating: "a", count: 40))" {
                connection.send(String(byte))
                if await connection.isClosed(within: .milliseconds(50)) {
                    closed = true
                    break
                }
            }
            #expect(closed)
        }
    }

    @Test func manyHalfSentRequestsAreAllClosed() async throws {
        try await testApplication(settings: Self.settings).test(.live) { client in
            let port = try #require(client.port)
            let connections = try (0..<200).map { _ in try RawConnection(port: port) }
            for connection in connections {
                connection.send("GET / HTTP/1.1\r\nHost: localhost:\(port)\r\n")
            }
            var open = 0
            for connection in connections where await !connection.isClosed(within: .seconds(3)) {
                open += 1
            }
            #expect(open == 0)
            // The server still answers.
            let answer = try await RawConnection(port: port).exchange(
                "GET /api/texts HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n")
            #expect(answer.status == 200)
        }
    }
}
