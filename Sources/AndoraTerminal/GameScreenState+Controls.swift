import AndoraModel

extension GameScreenState {
    /// The buttons below the board, in screen order; the coach's better move last.
    var controls: [ButtonState] {
        [finishTurn, undo, redo, hint, pause, coach?.betterMove].compactMap { $0 }
    }
}
