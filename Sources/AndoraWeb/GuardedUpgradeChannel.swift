import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

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

    /// A connection closed before its first request was read (a client that sent nothing or half a
    /// head until ``FirstHeadDeadline``, a browser's unused preconnect) has nothing to handle: the
    /// WebSocket channel's error for it comes out at debug level (``UnhandledConnectionLogHandler``).
    func handle(value: Value, logger: Logger) async {
        var quieter = logger
        quieter.handler = UnhandledConnectionLogHandler(base: logger.handler)
        await base.handle(value: value, logger: quieter)
    }
}
