@testable import AndoraWeb
import Logging
import ServiceLifecycle
import Testing

/// A server told to stop (SIGTERM) closes its open connections at once, including those on which the
/// client has sent nothing yet, which a browser opens ahead of need.
@Suite struct GuardedUpgradeChannelTests {
    /// The timeouts outlast the test: only the shutdown can close the connection in time.
    static let settings = WebSettings(port: 0, idleTimeout: .seconds(60), requestTimeout: .seconds(60))

    /// What the client sent before the server was told to stop: nothing, or a whole request it was answered.
    static let sentBeforeTheStop = ["", "GET /api/texts HTTP/1.1\r\nHost: localhost:{port}\r\n\r\n"]

    @Test(arguments: sentBeforeTheStop)
    func anIdleConnectionDoesNotHoldUpTheStop(sent: String) async throws {
        let (ports, bound) = AsyncStream.makeStream(of: Int.self)
        let server = ServiceGroup(
            services: [testApplication(settings: Self.settings) { bound.yield($0) }], logger: Logger(label: "test"))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await server.run() }
            var iterator = ports.makeAsyncIterator()
            let port = try #require(await iterator.next())
            let connection = try RawConnection(port: port)
            connection.send(sent.replacingOccurrences(of: "{port}", with: String(port)))
            // A whole answer on another connection: by then the server has taken this one in too.
            let answer = try await RawConnection(port: port).exchange(
                "GET /api/texts HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n")
            #expect(answer.status == 200)
            await server.triggerGracefulShutdown()
            #expect(await connection.isClosed(within: .seconds(20)))
            try await tasks.next()
        }
    }
}
