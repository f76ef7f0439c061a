import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// The server's connections: HTTP/1.1 that may become a WebSocket (``LiveSocket``), guarded until the
/// first request is read as well as later requests are.
///
/// The WebSocket channel sets up its HTTP handlers (idle timeout, ``ParseErrorHandler``,
/// ``RequestTimeoutHandler``) only once it has read the first request's head and chosen not to upgrade.
/// Until then a client that sends nothing, or half a request line, would be kept for good, and bytes that
/// are not HTTP would get no answer at all.
struct GuardedUpgradeChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let base: HTTP1WebSocketUpgradeChannel
    /// How long the first request's head may take to arrive.
    let headTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(FirstHeadDeadline(timeout: headTimeout))
        }.flatMap {
            base.setup(channel: channel, logger: logger)
        }.flatMapThrowing { value in
            try channel.pipeline.syncOperations.addHandler(FirstRequestParseErrorHandler())
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Sits in front of the HTTP decoder and closes the connection unless the bytes of a whole request head
/// (up to its empty line) arrive in time; then it steps out of the pipeline.
///
/// It also closes the connection when the server shuts down before the client sent anything (a
/// browser opens such connections ahead of need). Until the first head, no HTTP handler is there to
/// hear the shutdown, and the server would wait for the deadline before it stops. A request already
/// on its way is read and answered.
private final class FirstHeadDeadline: ChannelInboundHandler, RemovableChannelHandler {
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

/// Sits behind the upgrade handler and answers a first request that does not parse with the JSON problem
/// and closes the connection. It steps out at the first thing read: by then the HTTP handlers, with
/// ``ParseErrorHandler``, or the WebSocket are in place behind it.
private final class FirstRequestParseErrorHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// The decoder repeats its error for every later read; one answer is enough.
    private var answered = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        guard !answered else { return }
        answered = true
        let (head, body) = APIProblem(.malformedRequest, language: .en).closingAnswer
        let status = HTTPResponseStatus(statusCode: Int(head.status.code), reasonPhrase: head.status.reasonPhrase)
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: HTTPHeaders(head.headerFields)))),
            promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }
}
