import AndoraCore

/// How a game in the history ended.
public enum GameResult: Hashable, Sendable {
    case won(Player)
    case draw
    /// Replaced by a new game before it ended (SPEC-NOTES §7).
    case abandoned
}
