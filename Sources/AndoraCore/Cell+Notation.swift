/// The largest board side the notation can name (columns `a`…`z`).
private let letters = Array("abcdefghijklmnopqrstuvwxyz")

extension Cell {
    /// Parses a cell written as a column letter and a row number, such as `e5` or `a12`.
    ///
    /// Upper-case letters are accepted; anything else throws ``NotationError``.
    /// The cell is not checked against a board size: that is the game's job.
    public init(notation: some StringProtocol) throws(NotationError) {
        guard let first = notation.first,
              let column = letters.firstIndex(of: Character(first.lowercased())) else {
            throw .malformed(String(notation))
        }
        let digits = notation.dropFirst()
        guard (1...2).contains(digits.count), digits.first != "0",
              digits.allSatisfy(\.isASCII), let row = Int(digits) else {
            throw .malformed(String(notation))
        }
        self.init(column: column, row: row - 1)
    }

    /// The cell in notation, such as `e5`.
    public var notation: String {
        guard letters.indices.contains(column), row >= 0 else { return "(\(column),\(row))" }
        return "\(letters[column])\(row + 1)"
    }
}

extension Cell: CustomStringConvertible {
    public var description: String { notation }
}

extension Cell {
    /// Parses a whole game written as moves separated by spaces (`e5 e4 d3`).
    public static func moves(notation: some StringProtocol) throws(NotationError) -> [Cell] {
        var cells: [Cell] = []
        for word in notation.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            cells.append(try Cell(notation: word))
        }
        return cells
    }
}
