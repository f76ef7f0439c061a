import AndoraCore

/// A finished or abandoned game as the history keeps it: what was played, by whom, when, and how it ended.
public struct PlayedGame: Hashable, Sendable {
    /// The game as it stood at the end, with the options it was played with.
    public var game: SavedGame
    /// When it ended, in milliseconds since 1970 (UTC).
    public var endedAt: Int64
    public var result: GameResult

    public init(game: SavedGame, endedAt: Int64, result: GameResult) {
        self.game = game
        self.endedAt = endedAt
        self.result = result
    }

    public var mode: GameMode { game.board.mode }
    /// The moves in notation, in the order played.
    public var moves: [Cell] { game.board.moves }
    /// When each move was made, in milliseconds since 1970 (UTC), one per move.
    public var moveTimes: [Int64] { game.moveTimes }
    public var startedAt: Int64 { game.startedAt }
    /// From the start to the end, in milliseconds; `nil` for games saved before times were kept.
    public var duration: Int64? { startedAt == 0 ? nil : max(0, endedAt - startedAt) }
}
