import AndoraCore

extension BoardState {
    /// The board of a game, with the pending mark drawn but nothing else of it applied (docs/SPEC.md, D2).
    init(_ board: SavedBoard, pending: Cell?) {
        switch board {
        case .andora(let record):
            let game = record.game
            let centre = { (field: Int) in Keypad.cell(field: field, slot: 4).notation }
            let winner = CellMark(game.outcome.winner)
            let fieldLines = game.winningLines.map { LineState(from: centre($0.from), to: centre($0.to), owner: winner) }
            let fieldsInLine = Set(game.winningLines.flatMap { Self.fields(from: $0.from, to: $0.to) })
            self.init(game, mode: .andora, size: 9, lines: game.fieldLines.flatMap { $0 }, pending: pending)
            miniFields = (0..<9).map { field in
                MiniFieldView(
                    index: field + 1, state: String(game.fieldStates[field].symbol),
                    allowed: game.allowedFields.contains(field), inLine: fieldsInLine.contains(field))
            }
            self.fieldLines = fieldLines
            if game.outcome == .draw, let last = game.moves.last {
                fullField = Keypad.slot(of: last) + 1
            }
        case .classic(let record):
            let game = record.game
            self.init(game, mode: .classic, size: game.rules.size, lines: game.winningLines, pending: pending)
        }
    }

    private init(_ game: some BoardGame, mode: GameMode, size: Int, lines: [CellLine], pending: Cell?) {
        let player = game.outcome.playerToMove
        let cellsInLine = Set(lines.flatMap(Self.cells(of:)))
        let cells = (0..<size * size).map { index in
            let cell = Cell(column: index % size, row: size - 1 - index / size)
            let isPending = cell == pending
            return CellState(
                name: cell.notation, x: cell.column, y: size - 1 - cell.row,
                field: mode == .andora ? Keypad.field(of: cell) + 1 : nil,
                mark: CellMark(isPending ? player : game.mark(at: cell)), pending: isPending,
                enabled: game.isLegal(cell), inLine: cellsInLine.contains(cell), last: cell == game.moves.last)
        }
        self.init(
            mode: mode, winner: game.outcome.winner, size: size, cells: cells, miniFields: [],
            cellLines: lines.map {
                LineState(from: $0.from.notation, to: $0.to.notation, owner: CellMark(game.mark(at: $0.from)))
            },
            fieldLines: [])
    }

    /// The cells of a straight line, end to end.
    private static func cells(of line: CellLine) -> [Cell] {
        let columnStep = (line.to.column - line.from.column).signum()
        let rowStep = (line.to.row - line.from.row).signum()
        let length = max(abs(line.to.column - line.from.column), abs(line.to.row - line.from.row))
        return (0...length).map { Cell(column: line.from.column + $0 * columnStep, row: line.from.row + $0 * rowStep) }
    }

    /// The three keypad positions of a line between two mini-fields.
    private static func fields(from: Int, to: Int) -> [Int] {
        [from, (from + to) / 2, to]
    }
}
