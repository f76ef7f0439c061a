import NIOCore
import NIOPosix

/// Asks whatever listens at a PostgreSQL URL's address whether it speaks PostgreSQL, in a moment:
/// a PostgreSQL server answers an SSL request with one byte, `S` or `N`, at once. Anything else
/// there (a web server, another database) gets found out in seconds, where the connection itself
/// would wait out its whole timeout and say only "Connect timeout".
enum PostgresProbe {
    /// What the address said.
    enum Finding: Equatable {
        case postgres
        /// Something listens there but did not answer as PostgreSQL does.
        case somethingElse
        /// Nothing could be reached; the connection's own error will say why.
        case unreachable
    }

    /// The SSL request message: its length (8) and the request code 80877103.
    private static let sslRequest: [UInt8] = [0, 0, 0, 8, 0x04, 0xD2, 0x16, 0x2F]

    static func probe(host: String, port: Int, answerWithin timeout: TimeAmount = .seconds(3)) async -> Finding {
        let group = MultiThreadedEventLoopGroup.singleton
        let answer = group.next().makePromise(of: UInt8?.self)
        let channel: any Channel
        do {
            channel = try await ClientBootstrap(group: group)
                .connectTimeout(timeout)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(FirstByte(answer: answer))
                    }
                }
                .connect(host: host, port: port).get()
        } catch {
            answer.succeed(nil)
            return .unreachable
        }
        let deadline = channel.eventLoop.scheduleTask(in: timeout) { answer.succeed(nil) }
        channel.writeAndFlush(ByteBuffer(bytes: sslRequest), promise: nil)
        let first = try? await answer.futureResult.get()
        deadline.cancel()
        try? await channel.close()
        return first == UInt8(ascii: "S") || first == UInt8(ascii: "N") ? .postgres : .somethingElse
    }

    /// Hands on the first byte that arrives; `nil` if the connection closes first.
    private final class FirstByte: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        let answer: EventLoopPromise<UInt8?>

        init(answer: EventLoopPromise<UInt8?>) {
            self.answer = answer
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            answer.succeed(Self.unwrapInboundIn(data).getInteger(at: 0, as: UInt8.self))
        }

        func channelInactive(context: ChannelHandlerContext) {
            answer.succeed(nil)
        }
    }
}
