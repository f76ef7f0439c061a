import AndoraCore

/// What a seat does in a match; the server applies it to the match both devices see.
public enum MatchAction: Hashable, Sendable {
    /// Marks the cell; `sequence` is the match's ``Match/sequence`` the mover saw, so a move sent
    /// twice is played once and a move made on an outdated board is refused.
    case play(Cell, sequence: Int)
    /// Asks the other side to let the seat take back its last move.
    case requestUndo
    /// The other side's answer to an undo request.
    case answerUndo(accept: Bool)
    /// After a game: offers, or accepts, another game with the signs swapped.
    case rematch
    /// Leaves the match for good; a game in play is recorded as abandoned.
    case leave
}
