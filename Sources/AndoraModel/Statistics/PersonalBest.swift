/// A record of a rule set that a game has just beaten (R5.1.9: the "highscore" notification).
public enum PersonalBest: Hashable, Sendable {
    /// Won in less time than any win before, in milliseconds.
    case fastestWin(Int64)
    /// Won in fewer moves than any win before.
    case fewestMoves(Int)
    /// More wins in a row against the computer than ever before.
    case winningStreak(Int)
}
