import AndoraCore

extension BoardState {
    /// The classic board with X and O exchanged: a pencil & paper game begun with an O, drawn from its
    /// 3×3 game whose first player is X.
    func swappingSigns() -> BoardState {
        var board = self
        board.winner = winner?.opponent
        for index in board.cells.indices { board.cells[index].mark = board.cells[index].mark.opponent }
        for index in board.cellLines.indices { board.cellLines[index].owner = board.cellLines[index].owner.opponent }
        return board
    }
}

extension CellMark {
    /// The other sign; an empty cell stays empty.
    fileprivate var opponent: CellMark {
        switch self {
        case .x: .o
        case .o: .x
        case .none: .none
        }
    }
}
