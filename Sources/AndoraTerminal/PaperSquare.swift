import AndoraCore

/// The terminal's cursor is a `Cell` of a 3×3 board (rows from the bottom); the sheet numbers its
/// squares 0…8 from the top left.
enum PaperSquare {
    static func index(of cell: Cell) -> Int {
        (2 - cell.row) * 3 + cell.column
    }
}
