import AndoraCore

/// A step through a game's history.
enum RecordChange: Hashable, Sendable {
    case play(Cell)
    case undo
    case redo
}

extension GameRecord {
    mutating func apply(_ change: RecordChange) throws(MoveError) {
        switch change {
        case .play(let cell): try play(cell)
        case .undo: undo()
        case .redo: redo()
        }
    }
}
