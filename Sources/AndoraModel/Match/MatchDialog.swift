import AndoraCore

/// A dialog over the match screen; all but the first follow from the match itself, so both
/// devices open them together.
enum MatchDialog: Hashable, Sendable {
    /// "Leave the match?" (the other side wins nothing; the game is recorded as abandoned).
    case leaveConfirmation
    /// The other side asks to take back its last move.
    case undoRequest
    /// The game ended: the winner, or `nil` for a draw.
    case result(Player?)
    /// The match ended for good.
    case ended(MatchEnding)
}
