/// A cell of a square board, addressed as in chess: columns from the left, rows from the bottom.
///
/// Both coordinates start at 0; the notation (`a1`, `e5`, `i9`) starts at `a` and `1`.
public struct Cell: Hashable, Sendable {
    /// Column from the left, 0-based (`a` is 0).
    public let column: Int
    /// Row from the bottom, 0-based (`1` is 0).
    public let row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// Whether the cell lies on a square board of the given size.
    public func isOnBoard(ofSize size: Int) -> Bool {
        (0..<size).contains(column) && (0..<size).contains(row)
    }
}
