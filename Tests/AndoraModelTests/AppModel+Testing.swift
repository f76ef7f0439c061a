import AndoraModel
import AndoraCore
import AndoraTestSupport

typealias Games = AndoraGames

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

extension [AppEffect] {
    /// The searches the effects ask for.
    var thinkRequests: [ThinkRequest] {
        compactMap { if case .think(let request) = $0 { request } else { nil } }
    }
}

extension AppModel {
    /// A model launched with these stored options and unfinished game.
    init(options: Options = .default, savedGame: SavedGame? = nil, seed: UInt64 = 0) {
        self.init(StoredProfile(options: options, game: savedGame), seed: seed)
    }
}
