import AndoraCore

/// The puzzles screen: a position where the player to move can win, what to find, and
/// what the last try did.
public struct PuzzlesScreenState: Hashable, Sendable {
    /// "Puzzles".
    public var title: String
    public var back: ButtonState
    /// 1-based, among ``count``.
    public var number: Int
    public var count: Int
    /// "Puzzle 3 of 32".
    public var position: String
    /// "Solved: 7 of 32".
    public var solvedCount: String
    /// Where the position comes from: expert self-play or one of the player's games.
    public var source: Puzzle.Source
    public var sourceLabel: String
    /// "Mini-field strategy: first", the rules of the position.
    public var strategy: String
    /// What to find: "X to move: find the move that wins the game at once."
    public var task: String
    /// Whose winning move is asked for, for tinting.
    public var turn: Player
    /// What the last try did ("Solved! …", "d4 does not win the game. Try again."), or the solution
    /// once shown.
    public var feedback: String?
    /// Why the last tap was refused by the rules; the board is unchanged.
    public var refusal: String?
    /// The puzzle is solved (now or before): it counts in the statistics.
    public var solved: Bool
    public var previous: ButtonState
    public var next: ButtonState
    public var showSolution: ButtonState
    /// The position; once solved with the winning move played, once shown with the winning cells as
    /// `hint`. Cells take taps until then.
    public var board: BoardState
}

extension PuzzlesScreenState: WireState {
    public static let wireName = "PuzzlesScreen"
    public static let wireSummary: String? = "Find the winning move (docs/APP-MODEL.md)."

    public static func wireFields(_ shape: inout some WireFields<PuzzlesScreenState>) {
        shape.field("title", .string) { $0.title }
        shape.field("back", .reference("Button")) { $0.back }
        shape.field("number", .typed("integer").with("minimum", 1).described("1-based, among count.")) { $0.number }
        shape.field("count", .typed("integer").with("minimum", 1)) { $0.count }
        shape.field("position", .string.described("\"Puzzle 3 of 32\".")) { $0.position }
        shape.field("solvedCount", .string.described("\"Solved: 7 of 32\".")) { $0.solvedCount }
        shape.field("source", .string.with("enum", ["selfPlay", "yourGame"]).described("Expert self-play, or a reviewed game of the player's where the win was missed.")) { $0.source.rawValue }
        shape.field("sourceLabel", .string) { $0.sourceLabel }
        shape.field("strategy", .string.described("The mini-field strategy of the position.")) { $0.strategy }
        shape.field("task", .string.described("What to find: the move that wins at once, or in two moves whatever the answer.")) { $0.task }
        shape.field("turn", .string.with("enum", ["x", "o"]).described("Whose winning move is asked for.")) { $0.turn }
        shape.field("feedback", .string.described("What the last try did, or the solution once shown.")) { $0.feedback }
        shape.field("refusal", .string.described("Why the last tap was refused by the rules; the board is unchanged.")) { $0.refusal }
        shape.field("solved", .boolean.described("Solved, now or before: it counts in the statistics.")) { $0.solved }
        shape.field("previous", .reference("Button")) { $0.previous }
        shape.field("next", .reference("Button")) { $0.next }
        shape.field("showSolution", .reference("Button")) { $0.showSolution }
        shape.field("board", .reference("Board").described("The position; once solved with the winning move played, once shown with the winning cells as hint.")) { $0.board }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension Puzzle.Source: Codable {}
#endif
