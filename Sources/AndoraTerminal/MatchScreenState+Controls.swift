import AndoraModel

extension MatchScreenState {
    /// The buttons below the board, in screen order: the game's, then Rematch after a game.
    var controls: [ButtonState] {
        game.controls + [rematch].compactMap { $0 }
    }
}
