import AndoraStore

/// How `andora serve` runs: where it listens, where it stores, how many browser sessions it keeps.
public struct WebSettings: Sendable {
    /// The address to listen on; `127.0.0.1` keeps the game on this device.
    public var host: String
    /// The port; 0 lets the system pick a free one.
    public var port: Int
    /// Options and the autosaved game, shared by every session of this server.
    public var store: AppDatabase
    /// Sessions kept in memory; the least recently used one is dropped beyond this.
    public var sessionLimit: Int

    public init(host: String = "127.0.0.1", port: Int = 8080, store: AppDatabase, sessionLimit: Int = 1000) {
        self.host = host
        self.port = port
        self.store = store
        self.sessionLimit = sessionLimit
    }
}
