import AndoraHost
import AndoraModel
import Foundation
import HTTPTypes
import HummingbirdWebSocket
import Logging
import NIOCore

/// `GET /api/live` upgraded to a WebSocket: the profile's state as JSON text, every time it changes
/// without the page asking (the other device's move in a match, the computer's move). The page only
/// listens; it sends its intents as usual. While a socket is open, the profile's side of a match
/// counts as connected.
///
/// The upgrade is refused (the page then polls) without the profile's cookie, from another site's
/// page (`Origin`), to a `Host` that is not this server's, or beyond the sockets one browser or one
/// address may hold (``SocketAllowance``). A WebSocket client that is not a
/// browser (the terminal) names this server as `ws://HOST`, an origin no page can have.
struct LiveSocket {
    static var path: String { "/api/live" }

    let runtime: AppRuntime
    let hosts: AllowedHosts
    let metrics: ServerMetrics
    let allowance: SocketAllowance
    /// Proxies whose `X-Forwarded-For` names the client's address.
    let trustedProxies: Set<String>

    func shouldUpgrade(
        _ request: HTTPRequest, on channel: any Channel
    ) -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> {
        guard request.path?.split(separator: "?").first.map(String.init) == Self.path,
              hosts.accepts(authority: request.authority),
              request.headerFields[.origin].map({
                  hosts.isSameOrigin($0, authority: request.authority)
                      || hosts.isWebSocketClientOrigin($0, authority: request.authority)
              }) ?? true,
              let id = APIController.profile(in: request.headerFields)
        else { return .dontUpgrade }
        let address = ClientRequestContext.client(
            at: channel.remoteAddress, forwardedFor: request.headerFields[values: .xForwardedFor].joined(separator: ","),
            trusting: trustedProxies)
        guard allowance.take(browser: id.rawValue, address: address) else { return .dontUpgrade }
        channel.closeFuture.whenComplete { [allowance] _ in allowance.give(browser: id.rawValue, address: address) }
        return .upgrade([:]) { [runtime, metrics] inbound, outbound, _ in
            // A page asks for its state before it listens; an id never asked for is made up.
            guard await runtime.knows(id) else { return }
            metrics.socket(open: true)
            defer { metrics.socket(open: false) }
            let states = await runtime.updates(of: id)
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for try await _ in inbound {}  // the page sends nothing; this ends when it closes
                }
                group.addTask {
                    for await state in states {
                        try await outbound.write(.text(state.json))
                    }
                }
                try await group.next()
                group.cancelAll()
            }
        }
    }
}
