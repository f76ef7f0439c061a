import AndoraCore

/// The game screen (R3).
public struct GameScreenState: Hashable, Sendable {
    /// R3.1.
    public var exit: ButtonState
    /// R3.2: "It's X's turn" or "Game over".
    public var turnLabel: String
    /// Once the game is over: "X won" or "It's a draw", shown on the screen after the dialog closes.
    public var result: String?
    /// Why a draw is one: "O was sent to mini-field 5, which is full" (R1.9.2); `nil` otherwise.
    public var resultDetail: String?
    /// For screen readers, after every move: "X played e5. O plays in mini-field 5."
    public var announcement: String?
    /// Whose turn the label names, for tinting; `nil` once the game is over.
    public var turn: Player?
    /// R3.4: present only when the game confirms turns; enabled with a pending mark.
    public var finishTurn: ButtonState?
    /// In a match: "Ask to undo"; absent for a spectator, who has no move to take back.
    public var undo: ButtonState?
    /// Absent in a match.
    public var redo: ButtonState?
    /// R5.1.8: enabled on the player's turn once the cooldown has run out; `nil` in classic
    /// games, which have no hints.
    public var hint: ButtonState?
    /// One line about hints: the hinted cell, the search, the seconds left, or why there are none.
    public var hintText: String?
    /// The computer is searching for its move: cells are disabled.
    public var computerThinking: Bool
    /// "The computer is thinking…" while it does, for an indicator of fixed size beside the turn
    /// label (which keeps R3.2's text; docs/SPEC.md, D7).
    public var thinkingLabel: String?
    /// Why the last tap was refused, until the next accepted intent (R5.1.4).
    public var refusal: String?
    /// R5.1.3: "Pause" while the game is on, "Resume" while paused; absent once it is over.
    public var pause: ButtonState?
    /// While paused, the text that covers the field (which takes no moves); `nil` otherwise.
    public var pausedLabel: String?
    /// Each side's time on the move.
    public var clock: ClockState
    /// R3.3.
    public var board: BoardState
    /// Show letters a–i and numbers 1–9 along the board's edges (an option, off by default).
    public var coordinates: Bool = false
    /// The coach's note on the player's last move, when the coach is on.
    public var coach: CoachState?
}

extension GameScreenState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("exit", exit)
            object.field("turnLabel", turnLabel)
            object.field("result", result)
            object.field("resultDetail", resultDetail)
            object.field("announcement", announcement)
            object.field("turn", turn)
            object.field("finishTurn", finishTurn)
            object.field("undo", undo)
            object.field("redo", redo)
            object.field("hint", hint)
            object.field("hintText", hintText)
            object.field("computerThinking", computerThinking)
            object.field("thinkingLabel", thinkingLabel)
            object.field("refusal", refusal)
            object.field("pause", pause)
            object.field("pausedLabel", pausedLabel)
            object.field("clock", clock)
            object.field("board", board)
            object.field("coordinates", coordinates)
            object.field("coach", coach)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension GameScreenState: Codable {}
#endif
