import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// Sits behind the upgrade handler and answers a first request that does not parse with the JSON problem
/// and closes the connection. It steps out at the first thing read: by then the HTTP handlers, with
/// ``ParseErrorHandler``, or the WebSocket are in place behind it.
final class FirstRequestParseErrorHandler: ChannelInboundHandler, RemovableChannelHandler {
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
