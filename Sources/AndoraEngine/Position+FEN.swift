import AndoraCore

extension Position {
    /// The start position in notation.
    public static let startFEN = "9/9/9/9/9/9/9/9/9 X 0 0000"

    /// Reads a position written as the public engines write it:
    /// `ROWS SIDE COUNTER LASTMOVE`, e.g. `9/9/9/9/4x4/9/9/9/9 O 1 e5`.
    ///
    /// `ROWS` lists rows 9 down to 1, separated by `/`, each made of `x`, `o` and digits counting
    /// empty cells. `SIDE` is `X` or `O`, `COUNTER` the number of moves made so far, and `LASTMOVE`
    /// a cell or `0000` at the start. Where the next move goes follows from the last move. Under
    /// Andora rules `0000` is accepted only on an empty field; under standard rules it leaves the
    /// choice of mini-board free.
    ///
    /// Under strategy `first`, a mini-field with lines of both signs belongs to whoever completed
    /// a line there first, which a FEN does not record. The rule used: if the last move lies in
    /// that mini-field and it completed its own sign's line there, the line of the other sign came
    /// first; in every other case the mini-field goes to X, who moves first.
    public init(fen: String, rules: RuleSet) throws(FENError) {
        let parts = fen.split { $0.isWhitespace }
        guard parts.count == 4 else { throw .wrongPartCount(parts.count) }
        let (x, o) = try Position.marks(fromRows: parts[0])
        let oToMove: Bool
        switch parts[1] {
        case "X", "x": oToMove = false
        case "O", "o": oToMove = true
        default: throw .badSide(String(parts[1]))
        }
        guard let counter = Int(parts[2]), (0...81).contains(counter) else {
            throw .badCounter(String(parts[2]))
        }
        let last: Move?
        if parts[3] == "0000" {
            last = nil
        } else if let move = Move(notation: parts[3]) {
            last = move
        } else {
            throw .badLastMove(String(parts[3]))
        }
        self.init(rules: rules)
        try setUp(x: x, o: o, oToMove: oToMove, last: last)
        moveCounter = UInt8(counter)
    }

    /// The position in notation; ``init(fen:rules:)`` reads it back to the same position.
    public var fen: String {
        var rows: [String] = []
        for row in (0..<9).reversed() {
            var text = ""
            var empty = 0
            for column in 0..<9 {
                guard let player = mark(at: Move(Cell(column: column, row: row))) else {
                    empty += 1
                    continue
                }
                if empty > 0 { text += String(empty) }
                empty = 0
                text += player == .x ? "x" : "o"
            }
            if empty > 0 { text += String(empty) }
            rows.append(text)
        }
        let side = sideToMove == .x ? "X" : "O"
        return "\(rows.joined(separator: "/")) \(side) \(moveCount) \(lastMove?.notation ?? "0000")"
    }

    private static func marks(fromRows text: Substring) throws(FENError) -> (x: UInt128, o: UInt128) {
        let rows = text.split(separator: "/", omittingEmptySubsequences: false)
        guard rows.count == 9 else { throw .badRows("\(rows.count) rows instead of 9") }
        var x: UInt128 = 0
        var o: UInt128 = 0
        for (rowFromTop, rowText) in rows.enumerated() {
            var column = 0
            for character in rowText {
                if let run = character.wholeNumberValue, (1...9).contains(run) {
                    column += run
                    continue
                }
                guard column < 9 else { throw .badRows("row \(9 - rowFromTop) “\(rowText)” has more than 9 cells") }
                let bit = UInt128(1) << Move(Cell(column: column, row: 8 - rowFromTop)).index
                switch character {
                case "x", "X": x |= bit
                case "o", "O": o |= bit
                default: throw .badRows("“\(character)” in row \(9 - rowFromTop) is not x, o or a digit 1-9")
                }
                column += 1
            }
            guard column == 9 else { throw .badRows("row \(9 - rowFromTop) “\(rowText)” does not have 9 cells") }
        }
        return (x, o)
    }

    private mutating func setUp(x: UInt128, o: UInt128, oToMove: Bool, last: Move?) throws(FENError) {
        let xCount = x.nonzeroBitCount
        let oCount = o.nonzeroBitCount
        guard xCount - oCount == (oToMove ? 1 : 0) else {
            throw .impossible("\(xCount) x and \(oCount) o do not fit \(oToMove ? "O" : "X") to move")
        }
        let lastMoverMarks = oToMove ? x : o
        if let last, lastMoverMarks >> last.index & 1 == 0 {
            throw .impossible("the last move \(last) is not marked by the player who just moved")
        }
        if last == nil && xCount > 0 && rules != .standard {
            throw .impossible("under Andora rules the last move decides where to play; 0000 only fits an empty field")
        }
        let (xFields, oFields) = try capturedFields(x: x, o: o, last: last)
        for field in UInt8(0)..<9 {
            marks[Int(field)] = Position.cells(x, inField: field)
            marks[Int(field) + 9] = Position.cells(o, inField: field)
            if Position.cells(x | o, inField: field) == Grid.full {
                fullFields |= 1 << field
            }
        }
        side = oToMove ? 1 : 0
        counting = UInt32(xFields) | UInt32(oFields) << 16
        lastMoveIndex = last?.index ?? Position.noMove
        let (moverFields, waitingFields) = oToMove ? (oFields, xFields) : (xFields, oFields)
        if Grid.hasLine(waitingFields) {
            status = .moverLost
            return
        }
        guard !Grid.hasLine(moverFields) else {
            throw .impossible("the player to move already has a line of mini-fields")
        }
        if let last {
            send(to: UInt8(last.slot), under: rules)
        } else if rules == .standard && closedFields == Grid.full {
            status = .draw
        }
    }

    /// The mini-fields counting for X and for O, given the marks (see ``init(fen:rules:)``).
    private func capturedFields(x: UInt128, o: UInt128, last: Move?) throws(FENError) -> (UInt16, UInt16) {
        var xFields: UInt16 = 0
        var oFields: UInt16 = 0
        for field in UInt8(0)..<9 {
            let bit: UInt16 = 1 << field
            let xLine = Grid.hasLine(Position.cells(x, inField: field))
            let oLine = Grid.hasLine(Position.cells(o, inField: field))
            switch (xLine, oLine) {
            case (false, false): continue
            case (true, false): xFields |= bit
            case (false, true): oFields |= bit
            case (true, true):
                switch rules {
                case .any:
                    xFields |= bit
                    oFields |= bit
                case .standard:
                    throw .impossible("under standard rules a mini-board is closed after its first line")
                case .first:
                    if lastMoveCompletedOnlyLine(last, in: field, x: x, o: o) == .x {
                        oFields |= bit
                    } else {
                        xFields |= bit
                    }
                }
            }
        }
        return (xFields, oFields)
    }

    /// The sign whose line in the mini-field exists only thanks to the last move, if there is one.
    private func lastMoveCompletedOnlyLine(_ last: Move?, in field: UInt8, x: UInt128, o: UInt128) -> Player? {
        guard let last, last.field == Int(field) else { return nil }
        let bit = UInt128(1) << last.index
        if x & bit != 0, !Grid.hasLine(Position.cells(x & ~bit, inField: field)) { return .x }
        if o & bit != 0, !Grid.hasLine(Position.cells(o & ~bit, inField: field)) { return .o }
        return nil
    }
}
