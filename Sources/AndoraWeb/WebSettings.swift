/// Where `andora serve` listens.
public struct WebSettings: Sendable {
    /// The address to listen on; `127.0.0.1` keeps the game on this device.
    public var host: String
    /// The port; 0 lets the system pick a free one.
    public var port: Int
    /// Whether the profile cookie is marked Secure: set it when a TLS proxy serves the page over HTTPS.
    public var secureCookies: Bool

    public init(host: String = "127.0.0.1", port: Int = 8080, secureCookies: Bool = false) {
        self.host = host
        self.port = port
        self.secureCookies = secureCookies
    }
}
