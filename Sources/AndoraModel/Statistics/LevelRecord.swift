/// The games finished against the computer at one level (abandoned ones are not counted).
public struct LevelRecord: Hashable, Sendable {
    public var level: Opponent
    public var won = 0
    public var drawn = 0
    public var lost = 0

    public init(level: Opponent, won: Int = 0, drawn: Int = 0, lost: Int = 0) {
        self.level = level
        self.won = won
        self.drawn = drawn
        self.lost = lost
    }

    public var games: Int { won + drawn + lost }

    /// Won games as a whole percentage of the finished ones.
    public var winRate: Int { games == 0 ? 0 : (won * 100 + games / 2) / games }
}
