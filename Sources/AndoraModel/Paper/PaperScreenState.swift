import AndoraCore
import AndoraInk

/// The pencil & paper sheet (docs/SPEC.md, D4): the board lines and signs as drawn, in page coordinates.
public struct PaperScreenState: Hashable, Sendable {
    public var exit: ButtonState
    /// "Draw the board: 2 of 4 lines", "It's O's turn", "Draw an X or an O to start" or, once the
    /// game is over, "Double-tap to clear the sheet".
    public var prompt: String
    /// Where the sheet is: drawing the board, placing signs, or over.
    public var phase: PaperPhase
    /// The sign that won, once somebody has.
    public var winner: Player?
    /// The sign to put down next; `nil` before the board is drawn, when the first drawn sign may be
    /// either, and once the game is over.
    public var turn: Player?
    /// How this sheet places signs.
    public var input: PaperInput
    /// The accepted board lines, exactly as drawn.
    public var lines: [[InkPoint]]
    /// A single straight stroke waiting for the next one: the first half of an X (empty otherwise).
    public var halfSign: [[InkPoint]]
    /// The nine squares, top left first, once the board has its four lines; empty before.
    public var cells: [PaperCellState]
    /// Lines through the winning squares, from the centre of one end square to the other.
    public var winningLines: [PaperLineState]
    /// "X won", "O won" or "- TIE -" once the game is over.
    public var result: String?
    /// The ink just erased and why; shown after the intent that caused it only.
    public var fading: FadingInkState?
    /// Present once the game is over: clears the sheet like a double tap.
    public var newBoard: ButtonState?
    /// Present while signs are placed: takes back the last sign; disabled before the first.
    public var undo: ButtonState?
    /// Results kept by this profile.
    public var score: PaperScoreState
}

/// One square of a drawn board.
public struct PaperCellState: Hashable, Sendable {
    /// 0 (top left) to 8 (bottom right), row by row.
    public var index: Int
    /// Corners clockwise from the top left, for hit-testing and drawing.
    public var corners: [InkPoint]
    /// The mean of the corners: where a tapped sign is drawn.
    public var center: InkPoint
    public var sign: CellMark
    /// A drawn sign's strokes as drawn; empty for a tapped sign or an empty square.
    public var strokes: [[InkPoint]]
    /// Whether a sign may go here now.
    public var free: Bool
    /// The square lies on a winning line.
    public var inLine: Bool
}

/// A winning line on the sheet.
public struct PaperLineState: Hashable, Sendable {
    public var from: InkPoint
    public var to: InkPoint
    /// The three squares, in order from `from` to `to`.
    public var cells: [Int]
}

/// Erased ink (a rejected board line or sign; none for a refused tap) with the reason.
public struct FadingInkState: Hashable, Sendable {
    public var strokes: [[InkPoint]]
    public var reason: String
}

/// The session's pencil & paper results with a ready-made line of text.
public struct PaperScoreState: Hashable, Sendable {
    public var xWins: Int
    public var oWins: Int
    public var ties: Int
    /// "X: 2 · O: 1 · Ties: 0".
    public var text: String
}

extension PaperScreenState: WireState {
    public static let wireName = "PaperScreen"
    public static let wireSummary: String? = "The pencil & paper sheet (docs/APP-MODEL.md): board lines and signs as drawn; cells empty until four lines are drawn."

    public static func wireFields(_ shape: inout some WireFields<PaperScreenState>) {
        shape.field("exit", .reference("Button")) { $0.exit }
        shape.field("prompt", .string) { $0.prompt }
        shape.field("phase", .string.with("enum", ["board", "play", "over"])) { $0.phase }
        shape.field("halfSign", .array(of: .reference("Stroke")).described("A single straight stroke in a free square waiting for the next one (the first half of an X drawn slowly); empty otherwise.")) { $0.halfSign }
        shape.field("winner", .string.with("enum", ["x", "o"])) { $0.winner }
        shape.field("turn", .string.with("enum", ["x", "o"])) { $0.turn }
        shape.field("input", .string.with("enum", ["tap", "draw"])) { $0.input }
        shape.field("lines", .array(of: .reference("Stroke"))) { $0.lines }
        shape.field("cells", .array(of: .reference("PaperCell"))) { $0.cells }
        shape.field("winningLines", .array(of: .reference("PaperLine"))) { $0.winningLines }
        shape.field("result", .string) { $0.result }
        shape.field("fading", .reference("FadingInk")) { $0.fading }
        shape.field("undo", .reference("Button").described("Present while signs are placed: takes back the last sign (intent undo); disabled before the first.")) { $0.undo }
        shape.field("newBoard", .reference("Button")) { $0.newBoard }
        shape.field("score", .reference("PaperScore")) { $0.score }
    }
}

extension PaperCellState: WireState {
    public static let wireName = "PaperCell"
    public static let wireSummary: String? = "One square of the drawn board, 0 top left, row by row; corners clockwise from the top left; strokes of a drawn sign as drawn."

    public static func wireFields(_ shape: inout some WireFields<PaperCellState>) {
        shape.field("index", .typed("integer")) { $0.index }
        shape.field("corners", .array(of: .reference("PagePoint"))) { $0.corners }
        shape.field("center", .reference("PagePoint")) { $0.center }
        shape.field("sign", .string.with("enum", ["x", "o", "none"])) { $0.sign }
        shape.field("strokes", .array(of: .reference("Stroke"))) { $0.strokes }
        shape.field("free", .boolean) { $0.free }
        shape.field("inLine", .boolean) { $0.inLine }
    }
}

extension PaperLineState: WireState {
    public static let wireName = "PaperLine"

    public static func wireFields(_ shape: inout some WireFields<PaperLineState>) {
        shape.field("from", .reference("PagePoint")) { $0.from }
        shape.field("to", .reference("PagePoint")) { $0.to }
        shape.field("cells", .array(of: .typed("integer"))) { $0.cells }
    }
}

extension FadingInkState: WireState {
    public static let wireName = "FadingInk"

    public static func wireFields(_ shape: inout some WireFields<FadingInkState>) {
        shape.field("strokes", .array(of: .reference("Stroke"))) { $0.strokes }
        shape.field("reason", .string) { $0.reason }
    }
}

extension PaperScoreState: WireState {
    public static let wireName = "PaperScore"

    public static func wireFields(_ shape: inout some WireFields<PaperScoreState>) {
        shape.field("xWins", .typed("integer")) { $0.xWins }
        shape.field("oWins", .typed("integer")) { $0.oWins }
        shape.field("ties", .typed("integer")) { $0.ties }
        shape.field("text", .string) { $0.text }
    }
}
