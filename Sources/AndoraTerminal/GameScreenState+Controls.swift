import AndoraModel

extension GameScreenState {
    /// The buttons below the board, in screen order.
    var controls: [ButtonState] {
        [finishTurn, undo, redo, hint, pause].compactMap { $0 }
    }
}
