import AndoraCore

/// What statistics need of a played game, without its moves: a store can read thousands of these at once.
public struct GameSummary: Hashable, Sendable {
    public var rules: GameVariant
    public var opponent: Opponent
    /// The computer's sign; meaningless against a person.
    public var computerPlays: Player
    public var result: GameResult
    /// When it ended, in milliseconds since 1970 (UTC).
    public var endedAt: Int64
    /// The time on the game clock, or from start to end for a game played before the clock was
    /// kept; `nil` when neither is known.
    public var playTime: Int64?
    public var moveCount: Int
    /// The moves it began with: more than 0 for a game started from a replayed position.
    public var startingMoves: Int
    /// The sign the player held, where one was theirs: the person's against the computer, the
    /// player's seat in a match; `nil` for two people on one device, whose wins are nobody's best.
    public var side: Player?

    /// - Parameter matchSide: the player's seat, for a game of a match between two devices.
    public init(
        rules: GameVariant, opponent: Opponent, computerPlays: Player, result: GameResult, endedAt: Int64,
        playTime: Int64?, moveCount: Int, startingMoves: Int = 0, matchSide: Player? = nil
    ) {
        self.rules = rules
        self.opponent = opponent
        self.computerPlays = computerPlays
        self.result = result
        self.endedAt = endedAt
        self.playTime = playTime
        self.moveCount = moveCount
        self.startingMoves = startingMoves
        side = opponent == .human ? matchSide : computerPlays.opponent
    }

    public init(_ played: PlayedGame) {
        let clock = played.game.clock.total
        self.init(
            rules: GameVariant(played), opponent: played.game.opponent,
            computerPlays: played.game.computerPlays, result: played.result, endedAt: played.endedAt,
            playTime: clock > 0 ? clock : played.duration, moveCount: played.moves.count,
            startingMoves: played.game.startingMoves,
            matchSide: played.matchSide)
    }

    /// Whether the player won: their sign against the computer or on their seat of a match. A win
    /// between two people on one device is neither's.
    var isPlayersWin: Bool {
        guard case .won(let winner) = result, let side else { return false }
        return winner == side
    }
}
