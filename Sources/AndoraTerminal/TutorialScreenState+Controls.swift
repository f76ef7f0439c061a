import AndoraModel

extension TutorialScreenState {
    /// The buttons under the board, in screen order.
    var controls: [ButtonState] {
        [finishTurn, next].compactMap { $0 }
    }
}
