import AndoraModel

extension PaperScreenState {
    /// The buttons under the sheet, in screen order: Undo while signs are placed, New board once over.
    var controls: [ButtonState] {
        [undo, newBoard].compactMap { $0 }
    }
}
