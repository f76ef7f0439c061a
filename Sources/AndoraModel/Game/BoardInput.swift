import AndoraCore

/// A board under the player's finger, taken the same way on the game screen, in the tutorial and in
/// a match: a tap is refused with a reason, held pending until "Finish turn" when turns are
/// confirmed (R3.4), or played at once; Undo first takes a pending mark back.
struct BoardInput<Reason: Hashable & Sendable>: Hashable, Sendable {
    /// The mark placed but not yet confirmed with "Finish turn": only this device sees it (R3.4).
    var pending: Cell?
    /// Why the last tap was refused; cleared by the next accepted one.
    var refusal: Reason?

    /// A tap on `cell`, refused for `reason` if there is one: the move to play now, or `nil` when
    /// the tap is refused or held pending.
    mutating func tap(_ cell: Cell, confirmTurn: Bool, refusedFor reason: Reason?) -> Cell? {
        refusal = reason
        guard reason == nil else { return nil }
        guard !confirmTurn else {
            pending = cell
            return nil
        }
        return cell
    }

    /// "Finish turn": the pending mark, now a move to play.
    mutating func finishTurn() -> Cell? {
        defer { pending = nil }
        return pending
    }

    /// Undo's first step: takes a pending mark back; `false` when there is none.
    mutating func takeBackPending() -> Bool {
        guard pending != nil else { return false }
        pending = nil
        refusal = nil
        return true
    }
}
