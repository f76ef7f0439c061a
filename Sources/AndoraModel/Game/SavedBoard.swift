import AndoraCore

/// The game on the board with its undo/redo history, whichever mode it is.
public enum SavedBoard: Hashable, Sendable {
    case andora(GameRecord<UltimateGame>)
    case classic(GameRecord<ClassicGame>)

    /// A new game of the mode under the options; `nil` for pencil & paper, which is never saved.
    init?(mode: GameMode, options: Options) {
        switch mode {
        case .andora: self = .andora(GameRecord(rules: .andora(strategy: options.strategy)))
        case .classic: self = .classic(GameRecord(rules: options.classic))
        case .paper: return nil
        }
    }

    /// The position as it stands, with nothing to redo.
    var withoutUndoneMoves: SavedBoard {
        switch self {
        case .andora(let record): .andora(record.withoutUndoneMoves)
        case .classic(let record): .classic(record.withoutUndoneMoves)
        }
    }

    /// A new game under the same rules.
    var restarted: SavedBoard {
        switch self {
        case .andora(let record): .andora(GameRecord(rules: record.game.rules))
        case .classic(let record): .classic(GameRecord(rules: record.game.rules))
        }
    }

    public var mode: GameMode {
        switch self {
        case .andora: .andora
        case .classic: .classic
        }
    }

    public var outcome: Outcome {
        switch self {
        case .andora(let record): record.game.outcome
        case .classic(let record): record.game.outcome
        }
    }

    /// The moves on the board, in the order played.
    public var moves: [Cell] {
        switch self {
        case .andora(let record): record.game.moves
        case .classic(let record): record.game.moves
        }
    }

    /// Moves on the board.
    var moveCount: Int { moves.count }

    /// Whether `moves`, played from the start under these rules, are a finished game.
    func isEnding(_ moves: [Cell]) -> Bool {
        var board = restarted
        for cell in moves {
            guard (try? board.apply(.play(cell))) != nil else { return false }
        }
        return board.outcome.isOver
    }

    public var canUndo: Bool {
        switch self {
        case .andora(let record): record.canUndo
        case .classic(let record): record.canUndo
        }
    }

    public var canRedo: Bool {
        switch self {
        case .andora(let record): record.canRedo
        case .classic(let record): record.canRedo
        }
    }

    /// Throws why the player to move may not mark the cell.
    func validate(_ cell: Cell) throws(MoveError) {
        switch self {
        case .andora(let record): try record.game.validate(cell)
        case .classic(let record): try record.game.validate(cell)
        }
    }

    /// Plays, undoes or redoes a move; an illegal move throws and changes nothing.
    mutating func apply(_ change: RecordChange) throws(MoveError) {
        switch self {
        case .andora(var record):
            try record.apply(change)
            self = .andora(record)
        case .classic(var record):
            try record.apply(change)
            self = .classic(record)
        }
    }
}
