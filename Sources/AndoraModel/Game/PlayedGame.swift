import AndoraCore

/// A finished or abandoned game as the history keeps it: what was played, by whom, when, and how it ended.
public struct PlayedGame: Hashable, Sendable {
    /// The game as it stood at the end, with the options it was played with, as every store keeps
    /// it: without moves that could have been redone, without the endings recorded before (which
    /// only the game on the board keeps), and with the computer's default sign `o` in a game
    /// between two people on one device. So a backup finds a game it holds already equal to the page's copy.
    public var game: SavedGame
    /// When it ended, in milliseconds since 1970 (UTC).
    public var endedAt: Int64
    /// The winner's sign as shown (on paper, the sign drawn).
    public var result: GameResult
    /// A pencil & paper game (a 3×3 classic ``game`` whose X is the first player): the sign the first
    /// player put on paper; `nil` for a game played on the app's board.
    public var paperFirstSign: Player?
    /// The match it was played in, for a game between two devices; `nil` for a game on one device.
    public var match: MatchCode?

    /// The side this player held in a game of a match between two devices: each seat's history keeps
    /// the other seat's sign in the game's `computerPlays`.
    public var matchSide: Player? {
        match == nil ? nil : game.computerPlays.opponent
    }

    public init(game: SavedGame, endedAt: Int64, result: GameResult, paperFirstSign: Player? = nil, match: MatchCode? = nil) {
        self.game = game
        self.game.board = game.board.withoutUndoneMoves
        self.game.recordedEndings = []
        self.game.paused = false
        // A game of a match keeps the other seat's sign there (``matchSide``).
        if game.opponent == .human && match == nil { self.game.computerPlays = Options.defaultComputerPlays }
        self.endedAt = endedAt
        self.result = result
        self.paperFirstSign = paperFirstSign
        self.match = match
    }

    public var mode: GameMode { paperFirstSign == nil ? game.board.mode : .paper }
    /// The sign of the first player's marks: X, unless a pencil & paper game began with an O.
    public var firstSign: Player { paperFirstSign ?? .x }
    /// Whether this was the profile's unfinished game, which its end replaces: pencil & paper games
    /// live on their sheet, and a match's games on the server: the unfinished game on the board stays.
    public var endsUnfinishedGame: Bool { paperFirstSign == nil && match == nil }
    /// The moves in notation, in the order played.
    public var moves: [Cell] { game.board.moves }
    /// When each move was made, in milliseconds since 1970 (UTC), one per move.
    public var moveTimes: [Int64] { game.moveTimes }
    public var startedAt: Int64 { game.startedAt }
    /// From the start to the end, in milliseconds; `nil` for games saved before times were kept.
    public var duration: Int64? { startedAt == 0 ? nil : max(0, endedAt - startedAt) }
}
