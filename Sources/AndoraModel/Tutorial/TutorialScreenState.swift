import AndoraCore

/// The tutorial screen (R5.1.2): a step's board, what to do, and what the last move did.
public struct TutorialScreenState: Hashable, Sendable {
    /// "Skip tutorial": back to the main screen; the step reached is kept.
    public var skip: ButtonState
    /// "Tutorial".
    public var title: String
    /// 1-based.
    public var step: Int
    public var stepCount: Int
    /// "Step 3 of 8".
    public var position: String
    /// The step's heading: "Capturing a mini-field".
    public var topic: String
    /// "Strategy: first", the rules of the position.
    public var strategy: String
    /// R3.2's "It's X's turn", or "Game over" after a winning or drawing move.
    public var turnLabel: String
    /// Whose turn the label names, for tinting; `nil` once the step is solved.
    public var turn: Player?
    /// What to do, or once ``solved`` what the move did.
    public var text: String
    /// Why the last move was not the one asked for; the board is unchanged.
    public var mistake: String?
    /// The right move was played.
    public var solved: Bool
    /// Present once solved: "Next", or "Finish" on the last step.
    public var next: ButtonState?
    /// Confirm-turn steps until solved: enabled with a pending mark (R3.4).
    public var finishTurn: ButtonState?
    /// The position, drawn like the game screen's; after a mistake the cells asked for have `hint`.
    public var board: BoardState
}

extension TutorialScreenState: WireState {
    public static let wireName = "TutorialScreen"
    public static let wireSummary: String? = "One step of the tutorial (R5.1.2, docs/APP-MODEL.md)."

    public static func wireFields(_ shape: inout some WireFields<TutorialScreenState>) {
        shape.field("skip", .reference("Button").described("Back to the main screen; the step reached is kept.")) { $0.skip }
        shape.field("title", .string) { $0.title }
        shape.field("step", .typed("integer").with("minimum", 1).described("1-based.")) { $0.step }
        shape.field("stepCount", .typed("integer").with("minimum", 1)) { $0.stepCount }
        shape.field("position", .string.described("\"Step 3 of 8\".")) { $0.position }
        shape.field("topic", .string.described("The step's heading.")) { $0.topic }
        shape.field("strategy", .string.described("The mini-field strategy of the step's position.")) { $0.strategy }
        shape.field("turnLabel", .string) { $0.turnLabel }
        shape.field("turn", .string.with("enum", ["x", "o"]).described("Whose turn the label names; absent once the step is solved.")) { $0.turn }
        shape.field("text", .string.described("What to do, or once solved what the move did.")) { $0.text }
        shape.field("mistake", .string.described("Why the last move was not the one asked for; the board is unchanged.")) { $0.mistake }
        shape.field("solved", .boolean) { $0.solved }
        shape.field("next", .reference("Button").described("Present once solved: Next, or Finish on the last step.")) { $0.next }
        shape.field("finishTurn", .reference("Button").described("Confirm-turn steps only (R3.4).")) { $0.finishTurn }
        shape.field("board", .reference("Board").described("The step's position; after a mistake the cells asked for have hint.")) { $0.board }
    }
}
