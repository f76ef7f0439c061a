import Synchronization

/// The names and the port this server answers to: a `Host` or `Origin` naming anything else comes
/// from a page that is not ours (another site, or a DNS-rebinding name that resolves to this machine).
public final class AllowedHosts: Sendable {
    /// A host name (lowercased, IPv6 in brackets) and a port.
    struct Authority: Hashable {
        var name: String
        var port: Int

        /// Reads `name[:port]` as in a `Host` header; no port means HTTP's 80.
        init?(_ text: some StringProtocol) {
            let text = text.lowercased()
            let afterName: Substring
            if text.hasPrefix("[") {
                guard let close = text.firstIndex(of: "]") else { return nil }
                name = String(text[...close])
                afterName = text[text.index(after: close)...]
            } else {
                let end = text.firstIndex(of: ":") ?? text.endIndex
                name = String(text[..<end])
                afterName = text[end...]
            }
            guard !name.isEmpty else { return nil }
            if afterName.isEmpty {
                port = 80
                return
            }
            let digits = afterName.dropFirst()
            guard afterName.first == ":", digits.allSatisfy({ ("0"..."9").contains($0) }), let number = Int(digits),
                  (1...65535).contains(number) else { return nil }
            port = number
        }
    }

    /// The loopback names every server answers to.
    static var loopbackNames: [String] { ["localhost", "127.0.0.1", "[::1]"] }

    private let names: Set<String>
    /// Extra names given with a port (`NAME:PORT`): a proxy's own address, which it passes on as
    /// the `Host` whatever port this server listens on.
    private let proxies: Set<Authority>
    private let boundPort: Mutex<Int>

    /// The loopback names, the listening address unless it is a wildcard, and the settings' extra names;
    /// the port is the settings' until ``bind(port:)`` tells the one actually bound.
    public init(_ settings: WebSettings) {
        let wildcards: Set<String> = ["", "0.0.0.0", "::", "[::]"]
        let host = settings.host.contains(":") && !settings.host.hasPrefix("[") ? "[\(settings.host)]" : settings.host
        let listening = wildcards.contains(host) ? [] : [host]
        let extra = settings.allowedHosts.map { $0.lowercased() }
        let withPort = extra.filter { $0.hasPrefix("[") ? $0.contains("]:") : $0.contains(":") }
        names = Set(Self.loopbackNames + listening + extra.filter { !withPort.contains($0) })
        proxies = Set(withPort.compactMap { Authority($0) })
        boundPort = Mutex(settings.port)
    }

    /// Records the port the server is bound to (it differs from the settings' when those say 0).
    public func bind(port: Int) {
        boundPort.withLock { $0 = port }
    }

    /// Whether a request's `Host` (its authority) names this server.
    func accepts(authority: String?) -> Bool {
        guard let authority, let parsed = Authority(authority) else { return false }
        return names.contains(parsed.name) && parsed.port == boundPort.withLock { $0 } || proxies.contains(parsed)
    }

    /// Whether an `Origin` header is this server's own page, reached under the request's `Host`.
    /// Whether `origin` is the one a WebSocket client that is not a browser sends for this server
    /// (the terminal's: `ws://HOST`, without the port). No browser page has a `ws:` origin.
    func isWebSocketClientOrigin(_ origin: String, authority: String?) -> Bool {
        let scheme = "ws://"
        guard origin.lowercased().hasPrefix(scheme), let authority, let own = Authority(authority),
              let named = Authority(origin.dropFirst(scheme.count))
        else { return false }
        return named.name == own.name
    }

    func isSameOrigin(_ origin: String, authority: String?) -> Bool {
        let scheme = "http://"
        guard origin.lowercased().hasPrefix(scheme), let authority, let own = Authority(authority) else { return false }
        return Authority(origin.dropFirst(scheme.count)) == own
    }
}
