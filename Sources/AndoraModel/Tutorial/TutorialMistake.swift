import AndoraCore

/// Why the last move in a tutorial step was not taken: the board stays as it was.
enum TutorialMistake: Hashable, Sendable {
    /// Against the rules (an occupied cell, outside the mini-field the last move points to).
    case refused(MoveError)
    /// Legal, but not the move the step asks for.
    case notAsked(Cell)
}
