import AndoraModel

extension PuzzlesScreenState {
    /// The buttons under the board, in screen order.
    var controls: [ButtonState] {
        [showSolution, previous, next]
    }
}
