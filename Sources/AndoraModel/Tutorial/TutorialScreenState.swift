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

extension TutorialScreenState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("skip", skip)
            object.field("title", title)
            object.field("step", step)
            object.field("stepCount", stepCount)
            object.field("position", position)
            object.field("topic", topic)
            object.field("strategy", strategy)
            object.field("turnLabel", turnLabel)
            object.field("turn", turn)
            object.field("text", text)
            object.field("mistake", mistake)
            object.field("solved", solved)
            object.field("next", next)
            object.field("finishTurn", finishTurn)
            object.field("board", board)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension TutorialScreenState: Codable {}
#endif
