/// One of the nine areas of a drawn board: a quadrilateral between the lines (the middle one), or
/// between the lines and the board's outer edge.
public struct BoardCell: Sendable, Hashable {
    /// 0 (top) to 2 (bottom).
    public var row: Int
    /// 0 (left) to 2 (right).
    public var column: Int
    /// Corners clockwise on screen from the top left.
    public var corners: [InkPoint]

    /// Position like a phone keypad read from the top left: 0 for the top-left cell to 8 for the bottom right.
    public var index: Int { row * 3 + column }

    /// Whether `point` lies inside (an even-odd test, so any simple quadrilateral works).
    public func contains(_ point: InkPoint) -> Bool {
        corners.encloses(point)
    }
}
