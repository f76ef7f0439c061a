/// Why "Hint" cannot be pressed now.
enum HintBlock: Hashable, Sendable {
    /// Classic games have no hints: the engine plays Andora only.
    case andoraOnly
    /// The game is over or the computer is to move.
    case notPlayersTurn
    /// A search for a hint or a move is under way.
    case searching
    /// R5.1.8: the cooldown since the last hint has not run out.
    case cooldown(secondsLeft: Int)
}
