/// A 3×3 grid numbered like a phone keypad, row by row from the top left, 0-based here.
///
/// Mini-fields on the field and cells inside a mini-field both use it (docs/SPEC.md, D1).
public enum Keypad {
    /// The eight rows, columns and diagonals of a 3×3 grid.
    public static let lines: [[Int]] = [
        [0, 1, 2], [3, 4, 5], [6, 7, 8],
        [0, 3, 6], [1, 4, 7], [2, 5, 8],
        [0, 4, 8], [2, 4, 6],
    ]

    /// For each position, the lines through it.
    public static let linesThrough: [[[Int]]] = (0..<9).map { position in
        lines.filter { $0.contains(position) }
    }

    /// The mini-field (0…8) a 9×9 cell lies in.
    public static func field(of cell: Cell) -> Int {
        (2 - cell.row / 3) * 3 + cell.column / 3
    }

    /// The position (0…8) of a 9×9 cell inside its mini-field.
    public static func slot(of cell: Cell) -> Int {
        (2 - cell.row % 3) * 3 + cell.column % 3
    }

    /// The 9×9 cell at a position inside a mini-field.
    public static func cell(field: Int, slot: Int) -> Cell {
        Cell(column: field % 3 * 3 + slot % 3, row: 8 - (field / 3 * 3 + slot / 3))
    }
}
