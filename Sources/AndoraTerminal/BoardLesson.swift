import AndoraCore
import AndoraModel

/// A screen that teaches on one position (the tutorial, the puzzles): a heading with a button to
/// leave, a line about the position, the board, a row of buttons, then text under it.
struct BoardLesson {
    /// The button at the top left that leaves the screen.
    var leave: ButtonState
    var heading: String
    /// The rules, and for a puzzle where it comes from.
    var subheading: String
    var board: BoardState
    /// Whose turn it is, for the board's and the label's tint.
    var turn: Player?
    /// Before the buttons: whose turn it is, if said.
    var turnLabel: String?
    var controls: [ButtonState]
    /// What to do or what happened, in bold once `done`.
    var text: String
    var done: Bool
    /// Why the last move was not the one: in the refusal's colour.
    var warning: String?
    var help: TextKey
}
