import AndoraCore

/// A played game replayed move by move (R5.2.3).
public struct ReplayScreenState: Hashable, Sendable {
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
    /// The whole game in notation, for copying.
    public var notation: String
    /// The file "Download moves" saves: the rules, the date, the players and the result, then the
    /// moves (``GameFile``); History's "Open a game" reads it back.
    public var notationFile: String
    /// The labels of the page's export buttons (the page copies and downloads by itself).
    public var copyNotation: String
    public var downloadNotation: String
    /// The board shown, as a standalone SVG picture (``BoardPicture``), and the label of its download.
    public var picture: String
    /// "Download picture of move 12", or "… of the final position" at the last step.
    public var downloadPicture: String
    /// The final position's picture and the label of its download, while an earlier step is shown.
    public var finalPicture: String?
    public var downloadFinalPicture: String?
    /// What exported files are called, without the extension: `andora-2026-11-23-17` (the day the
    /// game ended, UTC, and its id in the history); the picture of an earlier step adds `-move-12`.
    public var fileName: String
    public var pictureFileName: String
    /// The engine's review; `nil` for games the engine does not play (classic, pencil & paper).
    public var review: ReviewState?
}

/// One move of the replayed game.
public struct ReplayMoveState: Hashable, Sendable {
    public var notation: String
    public var player: Player
    /// The last move on the board shown.
    public var current: Bool
    /// Shows the board after this move.
    public var intent: AppIntent
    /// The review's mark of the move, once judged, with its sign (`?!`, `?`, `??`) and
    /// its name for screen readers ("mistake").
    public var mark: ReviewMark?
    public var markSymbol: String
    public var markLabel: String?
}

extension ReplayScreenState: WireState {
    public static let wireName = "ReplayScreen"
    public static let wireSummary: String? = "A played game replayed move by move (R5.2.3)."

    public static func wireFields(_ shape: inout some WireFields<ReplayScreenState>) {
        shape.field("back", .reference("Button")) { $0.back }
        shape.field("title", .string) { $0.title }
        shape.field("board", .reference("Board")) { $0.board }
        shape.field("step", .typed("integer").with("minimum", 0)) { $0.step }
        shape.field("moveCount", .typed("integer").with("minimum", 0)) { $0.moveCount }
        shape.field("position", .string) { $0.position }
        shape.field("moves", .array(of: .reference("ReplayMove"))) { $0.moves }
        shape.field("first", .reference("Button")) { $0.first }
        shape.field("previous", .reference("Button")) { $0.previous }
        shape.field("next", .reference("Button")) { $0.next }
        shape.field("last", .reference("Button")) { $0.last }
        shape.field("autoplay", .reference("Button")) { $0.autoplay }
        shape.field("playing", .boolean) { $0.playing }
        shape.field("playFromHere", .reference("Button")) { $0.playFromHere }
        shape.field("notation", .string) { $0.notation }
        shape.field("notationFile", .string.described("The moves file: tag lines [Rules \"first\"] (first, any, standard, classic N K, paper), [Date], [Opponent], [Result \"x\"] (x, o, draw, unfinished), an empty line, then the moves.")) { $0.notationFile }
        shape.field("copyNotation", .string) { $0.copyNotation }
        shape.field("downloadNotation", .string) { $0.downloadNotation }
        shape.field("picture", .string.described("The board shown as a standalone SVG picture: every mark an element with data-cell and class x or o, a captured mini-field's mark with data-field, a winning line with class win.")) { $0.picture }
        shape.field("downloadPicture", .string.described("Names the step the picture shows: \"Download picture of move 12\", or of the final position.")) { $0.downloadPicture }
        shape.field("finalPicture", .string.described("The final position as a standalone SVG picture, while an earlier step is shown.")) { $0.finalPicture }
        shape.field("downloadFinalPicture", .string) { $0.downloadFinalPicture }
        shape.field("fileName", .string.described("What exported files are called, without the extension: andora-2026-11-23-17 (the day the game ended, UTC, and its id in the history).")) { $0.fileName }
        shape.field("pictureFileName", .string.described("The picture's file name without the extension: the file name, and -move-12 for a step before the end.")) { $0.pictureFileName }
        shape.field("review", .reference("Review")) { $0.review }
    }
}

extension ReplayMoveState: WireState {
    public static let wireName = "ReplayMove"

    public static func wireFields(_ shape: inout some WireFields<ReplayMoveState>) {
        shape.field("notation", .string) { $0.notation }
        shape.field("player", .string.with("enum", ["x", "o"])) { $0.player }
        shape.field("current", .boolean) { $0.current }
        shape.field("intent", .reference("Intent")) { $0.intent }
        shape.field("mark", .string.with("enum", ["best", "good", "inaccuracy", "mistake", "blunder"]).described("The review's mark of the move, once judged.")) { $0.mark }
        shape.field("markSymbol", .string.described("?!, ? or ?? after an inaccuracy, a mistake or a blunder; empty otherwise.")) { $0.markSymbol }
        shape.field("markLabel", .string.described("The mark's name for screen readers: \"mistake\".")) { $0.markLabel }
    }
}
