@testable import AndoraPostgres
import AndoraTestSupport
import NIOCore
import NIOPosix
import Testing

/// What listens at a `--database` URL's address is asked whether it speaks PostgreSQL.
@Suite struct PostgresProbeTests {
    /// A server on loopback that reads what it is sent and answers `reply` (nothing, if empty).
    private func listener(replying reply: String) async throws -> any Channel {
        try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(Reply(text: reply))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
    }

    private final class Reply: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        typealias OutboundOut = ByteBuffer
        let text: String

        init(text: String) {
            self.text = text
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            guard !text.isEmpty else { return }
            context.writeAndFlush(Self.wrapOutboundOut(ByteBuffer(string: text)), promise: nil)
        }
    }

    @Test(arguments: ["", "HTTP/1.1 400 Bad Request\r\n\r\n"])
    func aServerThatIsNotPostgreSQLIsNamedSo(reply: String) async throws {
        let server = try await listener(replying: reply)
        let port = try #require(server.localAddress?.port)
        #expect(await PostgresProbe.probe(host: "127.0.0.1", port: port, answerWithin: .milliseconds(500)) == .somethingElse)
        await #expect(throws: PostgresStoreError.notPostgres(url: "postgres://andora@127.0.0.1:\(port)/andora")) {
            _ = try await PostgresStore.open(try PostgresURL("postgres://andora@127.0.0.1:\(port)/andora"))
        }
        try await server.close()
    }

    /// Port 1 (TCP multiplexing, unused everywhere): a port no program listens on, which a port
    /// just freed is not while other tests open connections.
    @Test func aClosedPortIsLeftToTheConnectionToExplain() async throws {
        #expect(await PostgresProbe.probe(host: "127.0.0.1", port: 1) == .unreachable)
    }

    @Test(.enabled(if: TestPostgres.skipNote == nil, "PostgreSQL's server is not installed here"))
    func aPostgreSQLServerIsRecognised() async throws {
        let url = try PostgresURL(try await TestPostgres.freshDatabase())
        #expect(await PostgresProbe.probe(host: url.host, port: url.port) == .postgres)
    }
}
