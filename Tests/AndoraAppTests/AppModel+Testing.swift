import AndoraApp
import AndoraCore

/// Games found by playing random legal moves; each ends with its last move.
enum Games {
    /// Strategy `first`: X wins with the last move.
    static let xWinsFirst = "h1 d1 b3 d8 a5 b4 f1 g2 a6 b9 e9 d9 a7 b1 e1 d3 c7 g1 c3 g9 b7 d2 a4 a1 a3"
    /// Strategy `first`: O wins with the last move.
    static let oWinsFirst = "e8 d6 c8 i5 h5 f4 i2 h4 e1 d2 b6 f9 h8 e5 f6 h9 e7 d3 b9 f8 h6 f7 h1 d1"
    /// Strategy `first`: after the last move X must play in a full mini-field, a draw (R1.9.2).
    static let drawFirst = "e3 e8 d4 b1 e1 f1 i2 h4 f3 h7 d3 b7 f2 g4 c2 h6 e7 d2 c6 i9 h8 d5 b4 d1 c1 h1 e2 e4"
    /// Strategy `any`: X wins with the last move.
    static let xWinsAny = "i3 h7 d3 c7 g1 c1 h2 d4 c2 g4 b2 f6 h8 e4 f3 g7 b3 d7 b1 e1 e3"
}

extension AppModel {
    /// A model on the game screen of a new game under the options.
    static func playing(_ options: Options = .default) -> AppModel {
        var model = AppModel(options: options)
        model.send(.startGame)
        return model
    }

    /// Taps the cells in order (and confirms each one when the game confirms turns).
    mutating func play(_ moves: String) {
        for cell in try! Cell.moves(notation: moves) {
            send(.tapCell(cell))
            if state.game?.finishTurn != nil {
                send(.finishTurn)
            }
        }
    }

    /// Taps a cell by name.
    @discardableResult
    mutating func tap(_ name: String) -> [AppEffect] {
        send(.tapCell(try! Cell(notation: name)))
    }

    /// The drawn cell with the name.
    func cell(_ name: String) -> CellState? {
        state.game?.board.cells.first { $0.name == name }
    }

    /// The model after playing the moves.
    func with(_ moves: String) -> AppModel {
        var copy = self
        copy.play(moves)
        return copy
    }
}
