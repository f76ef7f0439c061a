import AndoraCore

/// A match as the devices see it: the match itself, and which sides have a device connected now.
public struct MatchSnapshot: Hashable, Sendable {
    public var match: Match
    public var connected: Set<Player>

    public init(match: Match, connected: Set<Player>) {
        self.match = match
        self.connected = connected
    }
}
