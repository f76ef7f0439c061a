extension Cell {
    /// Parses a cell written as a column letter and a row number, such as `e5` or `a12`.
    ///
    /// Upper-case letters are accepted; anything else throws ``NotationError``.
    /// The cell is not checked against a board size: that is the game's job.
    public init(notation: some StringProtocol) throws(NotationError) {
        var bytes = notation.utf8.makeIterator()
        guard let letter = bytes.next(), let column = Self.column(ofLetter: letter) else {
            throw .malformed(String(notation))
        }
        var row = 0
        var digits = 0
        while let byte = bytes.next() {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < 2, row > 0 || byte != UInt8(ascii: "0") else {
                throw .malformed(String(notation))
            }
            row = row * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        guard digits > 0 else { throw .malformed(String(notation)) }
        self.init(column: column, row: row - 1)
    }

    /// The column of a letter `a`…`z` or `A`…`Z`.
    private static func column(ofLetter byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
        default: nil
        }
    }

    /// The cell in notation, such as `e5`.
    public var notation: String {
        guard (0..<26).contains(column), row >= 0 else { return "(\(column),\(row))" }
        return String(UnicodeScalar(UInt8(ascii: "a") + UInt8(column))) + String(row + 1)
    }
}

extension Cell: CustomStringConvertible {
    public var description: String { notation }
}

extension Cell {
    /// Parses a whole game written as moves separated by spaces (`e5 e4 d3`).
    public static func moves(notation: String) throws(NotationError) -> [Cell] {
        var cells: [Cell] = []
        for word in words(of: notation) {
            cells.append(try Cell(notation: word))
        }
        return cells
    }

    /// The moves of a game in notation, split on spaces, tabs and carriage returns.
    public static func words(of notation: String) -> [Substring] {
        notation.utf8
            .split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            .map { Substring($0) }
    }
}
