/// A game on the 9×9 field of nine mini-fields: Andora (R1) or standard ultimate.
public struct UltimateGame: BoardGame {
    public let rules: UltimateRules
    public private(set) var moves: [Cell] = []
    public private(set) var outcome: Outcome = .inProgress(next: .x)
    /// Mini-field states in keypad order (R1.3).
    public private(set) var fieldStates = [MiniFieldState](repeating: .empty, count: 9)
    /// For each mini-field, the lines drawn across its cells (R3.3.4.3).
    public private(set) var fieldLines = [[CellLine]](repeating: [], count: 9)
    /// The winning line(s) across mini-fields, once somebody has won (R3.3.3).
    public private(set) var winningLines: [FieldLine] = []
    /// The mini-fields the player to move may play in, as bits 0…8.
    private var allowedMask: UInt16 = 0x1FF
    /// Marks by mini-field and slot: `marks[field * 9 + slot]`.
    private var marks = [Player?](repeating: nil, count: 81)

    public init(rules: UltimateRules) {
        self.rules = rules
    }

    public func mark(at cell: Cell) -> Player? {
        guard cell.isOnBoard(ofSize: 9) else { return nil }
        return marks[Keypad.field(of: cell) * 9 + Keypad.slot(of: cell)]
    }

    /// The mini-fields the player to move may play in (R1.8, R3.3.2); empty once the game is over.
    public var allowedFields: [Int] {
        (0..<9).filter(isAllowed)
    }

    /// Whether the player to move may play in the mini-field.
    public func isAllowed(field: Int) -> Bool {
        allowedMask & 1 << field != 0
    }

    public var legalMoves: [Cell] {
        allowedFields.flatMap { field in
            (0..<9).filter { marks[field * 9 + $0] == nil }.map { Keypad.cell(field: field, slot: $0) }
        }
    }

    public func validate(_ cell: Cell) throws(MoveError) {
        guard !outcome.isOver else { throw .gameOver }
        guard cell.isOnBoard(ofSize: 9) else { throw .noSuchCell(cell) }
        guard mark(at: cell) == nil else { throw .occupied(cell) }
        guard isAllowed(field: Keypad.field(of: cell)) else { throw .outsideAllowedArea(cell) }
    }

    public mutating func play(_ cell: Cell) throws(MoveError) {
        try validate(cell)
        guard let player = outcome.playerToMove else { throw .gameOver }
        let field = Keypad.field(of: cell)
        let slot = Keypad.slot(of: cell)
        marks[field * 9 + slot] = player
        moves.append(cell)
        updateField(field, after: slot, by: player)
        if let lines = winningFieldLines(through: field, for: player) {
            outcome = .won(by: player)
            winningLines = lines
            allowedMask = 0
        } else {
            allowedMask = fields(allowedAfter: slot)
            outcome = allowedMask == 0 ? .draw : .inProgress(next: player.opponent)
        }
    }

    /// Whether a cell of the mini-field is still empty.
    public func hasEmptyCell(inField field: Int) -> Bool {
        (0..<9).contains { marks[field * 9 + $0] == nil }
    }

    /// Lines of the mini-field through the slot that the move just completed for the player.
    private func completedLines(inField field: Int, through slot: Int, for player: Player) -> [CellLine] {
        var lines: [CellLine] = []
        for line in Keypad.linesThrough[slot] where line.allSatisfy({ marks[field * 9 + $0] == player }) {
            lines.append(CellLine(from: Keypad.cell(field: field, slot: line[0]), to: Keypad.cell(field: field, slot: line[2])))
        }
        return lines
    }

    private mutating func updateField(_ field: Int, after slot: Int, by player: Player) {
        let lines = completedLines(inField: field, through: slot, for: player)
        switch rules {
        case .andora(.first), .standard:
            guard fieldStates[field] == .empty else { return }
            if !lines.isEmpty {
                fieldStates[field] = .won(by: player)
                fieldLines[field] = lines
            } else if rules == .standard && !hasEmptyCell(inField: field) {
                fieldStates[field] = .tied
            }
        case .andora(.any):
            guard !lines.isEmpty, !fieldStates[field].counts(for: player) else { return }
            fieldLines[field] += lines
            fieldStates[field] = fieldStates[field] == .empty ? .won(by: player) : .both
        }
    }

    /// The field lines the player now owns through the mini-field, or `nil` if there are none.
    private func winningFieldLines(through field: Int, for player: Player) -> [FieldLine]? {
        guard fieldStates[field].counts(for: player) else { return nil }
        let lines = Keypad.linesThrough[field]
            .filter { line in line.allSatisfy { fieldStates[$0].counts(for: player) } }
            .map { FieldLine(from: $0[0], to: $0[2]) }
        return lines.isEmpty ? nil : lines
    }

    /// Where the next player may go after a move in the given slot (R1.8.2, docs/SPEC.md, D1 and D6).
    private func fields(allowedAfter slot: Int) -> UInt16 {
        switch rules {
        case .andora:
            return hasEmptyCell(inField: slot) ? 1 << slot : 0
        case .standard:
            if fieldStates[slot] == .empty { return 1 << slot }
            return (0..<9).reduce(0) { mask, field in fieldStates[field] == .empty ? mask | 1 << field : mask }
        }
    }
}
