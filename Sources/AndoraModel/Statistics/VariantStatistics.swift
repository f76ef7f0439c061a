/// The games of one rule set (R5.1.9): how they ended, how the player fares against each
/// level of the computer, and the personal bests.
public struct VariantStatistics: Hashable, Sendable {
    public var rules: GameVariant
    public private(set) var xWins = 0
    public private(set) var oWins = 0
    public private(set) var draws = 0
    public private(set) var abandoned = 0
    /// Against the computer, level by level from the novice; only levels played.
    public var levels: [LevelRecord] { Opponent.allCases.compactMap { byLevel[$0] } }
    private var byLevel: [Opponent: LevelRecord] = [:]
    /// The most wins in a row against the computer; a loss, a draw or an abandoned game ends a run
    /// (a game begun from a replayed position neither ends nor extends one).
    public private(set) var longestWinningStreak = 0
    /// The player's quickest win, by the game clock, in milliseconds.
    public private(set) var fastestWin: Int64?
    /// The player's win in the fewest moves.
    public private(set) var fewestMoves: Int?
    private var winningStreak = 0

    public init(rules: GameVariant) {
        self.rules = rules
    }

    public var games: Int { xWins + oWins + draws + abandoned }

    /// Counts a game that ended after every game counted so far; returns the records it beats
    /// (a first win beats nothing: there was no record before it). A game begun from a replayed
    /// position counts among the results only: the level records, the runs of wins and the bests
    /// are about games played from the start.
    mutating func add(_ game: GameSummary) -> [PersonalBest] {
        switch game.result {
        case .won(.x): xWins += 1
        case .won(.o): oWins += 1
        case .draw: draws += 1
        case .abandoned: abandoned += 1
        }
        guard game.startingMoves == 0 else { return [] }
        var bests: [PersonalBest] = []
        if game.opponent != .human {
            countAgainstComputer(game)
            winningStreak = game.isPlayersWin ? winningStreak + 1 : 0
            if winningStreak > longestWinningStreak {
                if longestWinningStreak > 0 { bests.append(.winningStreak(winningStreak)) }
                longestWinningStreak = winningStreak
            }
        }
        guard game.isPlayersWin else { return bests }
        if let time = game.playTime {
            if let fastest = fastestWin, time < fastest { bests.append(.fastestWin(time)) }
            fastestWin = min(fastestWin ?? time, time)
        }
        if let fewest = fewestMoves, game.moveCount < fewest { bests.append(.fewestMoves(game.moveCount)) }
        fewestMoves = min(fewestMoves ?? game.moveCount, game.moveCount)
        return bests
    }

    private mutating func countAgainstComputer(_ game: GameSummary) {
        var record = byLevel[game.opponent] ?? LevelRecord(level: game.opponent)
        switch game.result {
        case .won(let winner) where winner == game.computerPlays: record.lost += 1
        case .won: record.won += 1
        case .draw: record.drawn += 1
        case .abandoned: return
        }
        byLevel[game.opponent] = record
    }
}
