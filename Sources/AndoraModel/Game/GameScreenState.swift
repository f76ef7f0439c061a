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
    /// Who plays whom: "You (X) vs Computer (expert)", or two players on this device; absent in a
    /// match, whose screen names its sides.
    public var opponentLabel: String? = nil
    /// "Your turn" while the player is to move against the computer, shown where the computer's
    /// thinking is (R3.2's label keeps its text).
    public var yourTurnLabel: String? = nil
}

extension GameScreenState: WireState {
    public static let wireName = "GameScreen"

    public static func wireFields(_ shape: inout some WireFields<GameScreenState>) {
        shape.field("exit", .reference("Button")) { $0.exit }
        shape.field("turnLabel", .string) { $0.turnLabel }
        shape.field("result", .string.described("Once the game is over: who won, or that it is a draw.")) { $0.result }
        shape.field("resultDetail", .string.described("Why a draw is one: the full mini-field the last move sent the player to (R1.9.2).")) { $0.resultDetail }
        shape.field("announcement", .string.described("For screen readers after a move: who played where, and where the next player may play.")) { $0.announcement }
        shape.field("turn", .string.with("enum", ["x", "o"])) { $0.turn }
        shape.field("finishTurn", .reference("Button")) { $0.finishTurn }
        shape.field("undo", .reference("Button").described("Absent for a match's spectator.")) { $0.undo }
        shape.field("redo", .reference("Button").described("Absent in a match.")) { $0.redo }
        shape.field("hint", .reference("Button")) { $0.hint }
        shape.field("hintText", .string) { $0.hintText }
        shape.field("computerThinking", .boolean.described("The computer is searching for its move; poll GET /api/state until false.")) { $0.computerThinking }
        shape.field("thinkingLabel", .string) { $0.thinkingLabel }
        shape.field("refusal", .string) { $0.refusal }
        shape.field("pause", .reference("Button").described("Pause while the game is on, Resume while paused (R5.1.3); absent once it is over.")) { $0.pause }
        shape.field("pausedLabel", .string.described("While paused: the text that covers the field, which takes no moves.")) { $0.pausedLabel }
        shape.field("clock", .reference("Clock")) { $0.clock }
        shape.field("board", .reference("Board")) { $0.board }
        shape.field("coordinates", .boolean.described("Show letters a–i and numbers 1–9 along the board's edges.")) { $0.coordinates }
        shape.field("coach", .reference("Coach")) { $0.coach }
        shape.field("opponentLabel", .string.described("Who plays whom (\"You (X) vs Computer (expert)\", or two players on this device); absent in a match.")) { $0.opponentLabel }
        shape.field("yourTurnLabel", .string.described("\"Your turn\" while the player is to move against the computer, shown where the computer's thinking is.")) { $0.yourTurnLabel }
    }
}
