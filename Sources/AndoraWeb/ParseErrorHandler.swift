import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Answers bytes that do not parse as an HTTP request (a bad request line, a NUL in the path, a
/// header over the size limit) with the JSON problem and the security headers, then closes the
/// connection; Hummingbird alone would send an empty 400. It sits right after the HTTP codec, where
/// parser errors travel as errors. Answers to earlier requests on the connection go first. A parse
/// error in the middle of a request's body is left to Hummingbird, whose handler is reading that body
/// (an empty 400, then the connection closes).
final class ParseErrorHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Requests read whose answer is not written in full.
    private var unanswered = 0
    /// A request's head was read and its end not yet.
    private var readingBody = false
    /// A parse error is to be answered once the earlier answers are out; then nothing else is read.
    private var problemPending = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            unanswered += 1
            readingBody = true
        case .end:
            readingBody = false
        case .body:
            break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        context.write(data, promise: promise)
        guard case .end = unwrapOutboundIn(data) else { return }
        unanswered -= 1
        if problemPending, unanswered == 0 {
            answerProblem(context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // Once a problem is due, the decoder only repeats that it is in its error state.
        guard !problemPending else { return }
        guard error is HTTPParserError, !readingBody else {
            context.fireErrorCaught(error)
            return
        }
        problemPending = true
        if unanswered == 0 {
            answerProblem(context)
        }
    }

    private func answerProblem(_ context: ChannelHandlerContext) {
        let (head, body) = APIProblem(.malformedRequest, language: .en).closingAnswer
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }
}
