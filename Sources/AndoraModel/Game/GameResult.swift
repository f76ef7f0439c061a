import AndoraCore

/// How a game in the history ended.
public enum GameResult: Hashable, Sendable {
    case won(Player)
    case draw
    /// Replaced by a new game before it ended (docs/SPEC.md, D7).
    case abandoned
}

extension GameResult {
    /// The result of a game that is over.
    init(_ outcome: Outcome) {
        self = outcome.winner.map(GameResult.won) ?? .draw
    }
}
