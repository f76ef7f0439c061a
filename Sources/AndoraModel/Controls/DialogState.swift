/// A modal dialog: its message and buttons, the primary one last (R3.1, R3.5.4, R3.5.5).
public struct DialogState: Hashable, Sendable {
    public var kind: DialogKind
    public var message: String
    /// A second line under the message: why a game ended in a draw.
    public var detail: String?
    /// Lines under a result: whether the player won (against the computer, in a match), a personal
    /// best beaten, the daily streak (R5.1.9, R5.4.2).
    public var notes: [String] = []
    public var buttons: [ButtonState]
    /// The index in `buttons` that has the focus when the dialog opens: the safe choice (Cancel,
    /// Close), so that a habitual Enter never leaves a game or throws one away.
    public var focus: Int
}

extension DialogState {
    /// The dialog with one more button after the others (none when `button` is `nil`).
    func adding(_ button: ButtonState?) -> DialogState {
        var dialog = self
        dialog.buttons += button.map { [$0] } ?? []
        return dialog
    }
}

extension DialogState: WireState {
    public static let wireName = "Dialog"

    public static func wireFields(_ shape: inout some WireFields<DialogState>) {
        shape.field("kind", .string.with("enum", ["exitConfirmation", "winner", "draw", "newGameConfirmation", "unsavedOptions", "deleteGameConfirmation", "deleteAllGamesConfirmation", "leaveMatchConfirmation", "undoRequest", "opponentLeft", "matchAbandoned"])) { $0.kind }
        shape.field("message", .string) { $0.message }
        shape.field("detail", .string.described("A second line: why a game ended in a draw.")) { $0.detail }
        shape.field("notes", .array(of: .string).described("Lines under a result: a personal best beaten, the daily streak (R5.1.9, R5.4.2).")) { $0.notes }
        shape.field("buttons", .array(of: .reference("Button"))) { $0.buttons }
        shape.field("focus", .typed("integer").with("minimum", 0).described("The index of the button focused when the dialog opens: the safe choice.")) { $0.focus }
    }
}
