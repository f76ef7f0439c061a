import AndoraCore

/// A played game replayed move by move (seed 001 2.3).
public struct ReplayScreenState: Hashable, Sendable, Codable {
    public var back: ButtonState
    /// "Andora (first) · Computer (expert) · X won".
    public var title: String
    /// The board after ``step`` moves, with its lines, `?` and captured fields.
    public var board: BoardState
    public var step: Int
    public var moveCount: Int
    /// "Move 12 of 40".
    public var position: String
    /// Every move in notation; the one shown last is `current`.
    public var moves: [ReplayMoveState]
    public var first: ButtonState
    public var previous: ButtonState
    public var next: ButtonState
    public var last: ButtonState
    /// "Play" or "Stop".
    public var autoplay: ButtonState
    /// Autoplay runs: a front end looks again soon (the host steps on with its clock).
    public var playing: Bool
    public var playFromHere: ButtonState
    /// The whole game in notation, for copying or downloading.
    public var notation: String
    /// The labels of the page's export buttons (the page copies and downloads by itself).
    public var copyNotation: String
    public var downloadNotation: String
    /// The board shown, as a standalone SVG picture (``BoardPicture``), and the label of its download.
    public var picture: String
    public var downloadPicture: String
    /// What exported files are called, without the extension: `andora-2026-11-23-17` (the day the
    /// game ended, UTC, and its id in the history).
    public var fileName: String
}

/// One move of the replayed game.
public struct ReplayMoveState: Hashable, Sendable, Codable {
    public var notation: String
    public var player: Player
    /// The last move on the board shown.
    public var current: Bool
    /// Shows the board after this move.
    public var intent: AppIntent
}
