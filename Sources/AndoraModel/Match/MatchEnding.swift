import AndoraCore

/// How a match ended for good.
public enum MatchEnding: Hashable, Sendable, Codable {
    /// The side playing this sign left.
    case left(Player)
    /// Nobody played for too long.
    case abandoned
}
