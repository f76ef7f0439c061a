import NIOCore

/// Sits in front of the HTTP decoder and closes the connection unless the bytes of a whole request head
/// (up to its empty line) arrive in time; then it steps out of the pipeline.
///
/// It also closes the connection when the server shuts down before the client sent anything (a
/// browser opens such connections ahead of need). Until the first head, no HTTP handler is there to
/// hear the shutdown, and the server would wait for the deadline before it stops. A request already
/// on its way is read and answered.
final class FirstHeadDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private static let headEnd: [UInt8] = Array("\r\n\r\n".utf8)
    private let timeout: TimeAmount
    private var deadline: Scheduled<Void>?
    /// The last bytes read, to find the head's end across reads.
    private var tail: [UInt8] = []
    /// Whether the client has sent anything yet.
    private var hasRead = false

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) { context.close(promise: nil) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent, !hasRead {
            // As if the client had closed its side: the upgrade handler closes the connection, and the
            // server counts it as ended by the client, not as an error.
            context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        hasRead = true
        let seen = tail + unwrapInboundIn(data).readableBytesView
        tail = Array(seen.suffix(Self.headEnd.count - 1))
        context.fireChannelRead(data)
        let starts = seen.indices.dropLast(Self.headEnd.count - 1)
        if starts.contains(where: { seen[$0..<$0 + Self.headEnd.count].elementsEqual(Self.headEnd) }) {
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }
}
