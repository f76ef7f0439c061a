/// Tic-tac-toe on an N×N board, K in a row to win (R6; docs/SPEC.md, D3).
public struct ClassicGame: BoardGame {
    public let rules: ClassicRules
    public private(set) var moves: [Cell] = []
    public private(set) var outcome: Outcome = .inProgress(next: .x)
    /// The winning run(s) through the last move, end to end, once somebody has won.
    public private(set) var winningLines: [CellLine] = []
    /// Marks row by row from the bottom: `marks[row * size + column]`.
    private var marks: [Player?]

    public init(rules: ClassicRules) {
        self.rules = rules
        marks = Array(repeating: nil, count: rules.size * rules.size)
    }

    public func mark(at cell: Cell) -> Player? {
        cell.isOnBoard(ofSize: rules.size) ? marks[cell.row * rules.size + cell.column] : nil
    }

    public var legalMoves: [Cell] {
        guard !outcome.isOver else { return [] }
        return marks.indices.filter { marks[$0] == nil }.map { Cell(column: $0 % rules.size, row: $0 / rules.size) }
    }

    public func validate(_ cell: Cell) throws(MoveError) {
        guard !outcome.isOver else { throw .gameOver }
        guard cell.isOnBoard(ofSize: rules.size) else { throw .noSuchCell(cell) }
        guard mark(at: cell) == nil else { throw .occupied(cell) }
    }

    public mutating func play(_ cell: Cell) throws(MoveError) {
        try validate(cell)
        guard let player = outcome.playerToMove else { throw .gameOver }
        marks[cell.row * rules.size + cell.column] = player
        moves.append(cell)
        winningLines = Self.directions.compactMap { run(through: cell, along: $0, of: player) }
        if !winningLines.isEmpty {
            outcome = .won(by: player)
        } else if moves.count == marks.count {
            outcome = .draw
        } else {
            outcome = .inProgress(next: player.opponent)
        }
    }

    /// Right, up, up-right and down-right.
    private static let directions = [(1, 0), (0, 1), (1, 1), (1, -1)]

    /// The player's whole run through the cell along a direction, if it is at least K long.
    private func run(through cell: Cell, along step: (Int, Int), of player: Player) -> CellLine? {
        func end(_ sign: Int) -> (Cell, Int) {
            var current = cell
            var length = 0
            while true {
                let next = Cell(column: current.column + sign * step.0, row: current.row + sign * step.1)
                guard mark(at: next) == player else { return (current, length) }
                current = next
                length += 1
            }
        }
        let (start, before) = end(-1)
        let (finish, after) = end(1)
        return before + 1 + after >= rules.inARow ? CellLine(from: start, to: finish) : nil
    }
}
