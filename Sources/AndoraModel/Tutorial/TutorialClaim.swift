import AndoraCore

/// What a tutorial step's right move shows, as a fact about the game after it.
public enum TutorialClaim: Hashable, Sendable {
    /// The next player must play in this mini-field (1…9) alone (R1.8).
    case sendsTo(field: Int)
    /// The mini-field (1…9) is now in this state (R1.6, strategies `first` and `any`).
    case field(Int, MiniFieldState)
    /// The game is won (R1.7).
    case wins(Player)
    /// The game is drawn: the next player was sent to a full mini-field (R1.9.2).
    case draw
    /// The next player cannot make a mini-field count for them with their move (the
    /// coach's "sends O to a mini-field where O takes it at once" avoided).
    case safe
}
