/// Where `andora serve` listens, which names it answers to and how long it waits for slow clients.
public struct WebSettings: Sendable {
    /// The address to listen on; `127.0.0.1` keeps the game on this device.
    public var host: String
    /// The port; 0 lets the system pick a free one.
    public var port: Int
    /// Host names (or addresses, IPv6 in brackets) the server answers to besides `localhost`,
    /// `127.0.0.1`, `[::1]` and `host` itself: a request whose `Host` names anything else is refused,
    /// which keeps DNS-rebinding pages out. A LAN mode adds the machine's addresses here.
    public var allowedHosts: [String]
    /// A connection is closed after this long without a whole request head arriving (from its opening
    /// or from the previous answer): this is both the keep-alive idle time and the header-read deadline.
    public var idleTimeout: Duration
    /// A request's body must have arrived this long after its head.
    public var requestTimeout: Duration
    /// Whether the profile cookie is marked Secure: set it when a TLS proxy serves the page over HTTPS.
    public var secureCookies: Bool

    public init(
        host: String = "127.0.0.1", port: Int = 8080, allowedHosts: [String] = [],
        idleTimeout: Duration = .seconds(15), requestTimeout: Duration = .seconds(10), secureCookies: Bool = false
    ) {
        self.host = host
        self.port = port
        self.allowedHosts = allowedHosts
        self.idleTimeout = idleTimeout
        self.requestTimeout = requestTimeout
        self.secureCookies = secureCookies
    }
}
