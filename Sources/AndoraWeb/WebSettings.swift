/// Where `andora serve` listens, which names it answers to and how long it waits for slow clients.
public struct WebSettings: Sendable {
    /// The address to listen on; `127.0.0.1` keeps the game on this device.
    public var host: String
    /// The port; 0 lets the system pick a free one.
    public var port: Int
    /// Host names (or addresses, IPv6 in brackets) the server answers to besides `localhost`,
    /// `127.0.0.1`, `[::1]` and `host` itself: a request whose `Host` names anything else is refused,
    /// which keeps DNS-rebinding pages out. A LAN mode adds the machine's addresses here. A name
    /// with a port (`127.0.0.1:8000`) is answered on that port only: a proxy's own address.
    public var allowedHosts: [String]
    /// A connection is closed after this long without a whole request head arriving (from its opening
    /// or from the previous answer): this is both the keep-alive idle time and the header-read deadline.
    public var idleTimeout: Duration
    /// A request's body must have arrived this long after its head.
    public var requestTimeout: Duration
    /// Whether the profile cookie is marked Secure: set it when a TLS proxy serves the page over HTTPS.
    public var secureCookies: Bool
    /// New profiles one client address (an IPv6 /64) may open at once, and again each minute; beyond
    /// it the API answers 429. A browser opens one; a household a few.
    public var newProfilesPerMinute: Int
    /// Addresses of proxies in front of the server (nginx): a request from one of them counts
    /// against the client it names in `X-Forwarded-For`, not against the proxy, which every player
    /// would otherwise share.
    public var trustedProxies: [String]
    /// Live sockets one browser may hold open at once (one per tab), and one client address; beyond
    /// either the upgrade is refused and the page polls.
    public var socketsPerBrowser = 8
    public var socketsPerAddress = 64
    /// Backups and restores one browser, and one client address, may ask for at once and again each
    /// minute; beyond it: 429. A page sends a full backup (10,000 games) in about a hundred requests,
    /// and reads it back in twenty.
    public var backupsPerMinute = 120
    /// This machine's network addresses, when the server listens on its networks (``localNetwork``):
    /// the links it hands out to a page opened on this machine point there, so a phone can open them.
    public var networkAddresses: [String] = []
    /// Match codes one browser, and one client address, may try at once and again each minute (joining,
    /// watching, asking for an invite); beyond it: 429. A player types a code or two; a guesser, thousands.
    public var codeTriesPerMinute = 30

    public init(
        host: String = "127.0.0.1", port: Int = 8080, allowedHosts: [String] = [],
        idleTimeout: Duration = .seconds(15), requestTimeout: Duration = .seconds(10), secureCookies: Bool = false,
        newProfilesPerMinute: Int = 60, trustedProxies: [String] = []
    ) {
        self.host = host
        self.port = port
        self.allowedHosts = allowedHosts
        self.idleTimeout = idleTimeout
        self.requestTimeout = requestTimeout
        self.secureCookies = secureCookies
        self.newProfilesPerMinute = newProfilesPerMinute
        self.trustedProxies = trustedProxies
    }

    /// Settings that serve every network this machine is on: listening on all IPv4 interfaces and
    /// answering to the machine's `addresses` (and loopback) besides `allowedHosts`.
    public static func localNetwork(port: Int, addresses: [String], allowedHosts: [String] = []) -> WebSettings {
        var settings = WebSettings(host: "0.0.0.0", port: port, allowedHosts: addresses + allowedHosts)
        settings.networkAddresses = addresses
        return settings
    }
}
