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

    public static func wireFields(_ shape: inout some WireFields<PuzzlesScreenState>) {
        shape.field("title") { $0.title }
        shape.field("back") { $0.back }
        shape.field("number") { $0.number }
        shape.field("count") { $0.count }
        shape.field("position") { $0.position }
        shape.field("solvedCount") { $0.solvedCount }
        shape.field("source") { $0.source.rawValue }
        shape.field("sourceLabel") { $0.sourceLabel }
        shape.field("strategy") { $0.strategy }
        shape.field("task") { $0.task }
        shape.field("turn") { $0.turn }
        shape.field("feedback") { $0.feedback }
        shape.field("refusal") { $0.refusal }
        shape.field("solved") { $0.solved }
        shape.field("previous") { $0.previous }
        shape.field("next") { $0.next }
        shape.field("showSolution") { $0.showSolution }
        shape.field("board") { $0.board }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension Puzzle.Source: Codable {}
#endif
