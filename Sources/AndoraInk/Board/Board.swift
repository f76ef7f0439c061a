/// A hand-drawn board: two vertical and two horizontal lines and the nine cells they make.
///
/// The middle cell is bounded by the four crossings. An outer cell reaches from the crossings to the
/// ends of the lines, but at least as far as the middle cell is wide (or high), so that a board drawn
/// with little overshoot still has usable outer cells.
public struct Board: Sendable, Hashable {
    /// The left and right vertical lines.
    public let verticals: [BoardLine]
    /// The top and bottom horizontal lines.
    public let horizontals: [BoardLine]
    /// The nine cells in `BoardCell.index` order (top-left first, row by row).
    public let cells: [BoardCell]

    /// Share of a shape's ink that must lie in one cell for the shape to belong to it.
    public static let inkShareForCell = 0.5
    /// Points a shape's ink is resampled to before counting where it lies.
    private static let inkSampleCount = 64

    /// Builds the board from two vertical and two horizontal lines in any order.
    init(lines: [BoardLine]) {
        verticals = lines.filter { $0.orientation == .vertical }.sorted { $0.midpoint.x < $1.midpoint.x }
        horizontals = lines.filter { $0.orientation == .horizontal }.sorted { $0.midpoint.y < $1.midpoint.y }
        let grid = Self.grid(verticals: verticals, horizontals: horizontals)
        cells = (0..<3).flatMap { row in
            (0..<3).map { column in
                BoardCell(row: row, column: column, corners: [
                    grid[row][column], grid[row][column + 1], grid[row + 1][column + 1], grid[row + 1][column],
                ])
            }
        }
    }

    /// The cell holding more than half of the shape's ink, if that cell is among `freeCells` (indices);
    /// nil means the shape is outside any free cell.
    public func cell(holding strokes: [Stroke], amongFree freeCells: Set<Int> = Set(0..<9)) -> BoardCell? {
        let ink = Resampling.resample(strokes.map { $0.points }.filter { !$0.isEmpty }, total: Self.inkSampleCount).joined()
        guard !ink.isEmpty else { return nil }
        let counts = cells.map { cell in ink.filter(cell.contains).count }
        let best = counts.indices.max { counts[$0] < counts[$1] }!
        let share = Double(counts[best]) / Double(ink.count)
        guard share > Self.inkShareForCell, freeCells.contains(best) else { return nil }
        return cells[best]
    }

    /// The 4×4 corner points of the cells: crossings inside, line ends (pushed out to at least the
    /// middle cell's size) on the edges, and parallelogram completions at the corners.
    private static func grid(verticals: [BoardLine], horizontals: [BoardLine]) -> [[InkPoint]] {
        let crossings = horizontals.map { horizontal in
            verticals.map { vertical in vertical.crossing(with: horizontal)!.point }
        }
        var grid = Array(repeating: Array(repeating: InkPoint(x: 0, y: 0), count: 4), count: 4)
        for row in 0..<2 {
            for column in 0..<2 { grid[row + 1][column + 1] = crossings[row][column] }
        }
        for (column, vertical) in verticals.enumerated() {
            let top = crossings[0][column], bottom = crossings[1][column]
            let middle = top.distance(to: bottom)
            grid[0][column + 1] = top - vertical.direction * max((top - vertical.start).dot(vertical.direction), middle)
            grid[3][column + 1] = bottom + vertical.direction * max((vertical.end - bottom).dot(vertical.direction), middle)
        }
        for (row, horizontal) in horizontals.enumerated() {
            let left = crossings[row][0], right = crossings[row][1]
            let middle = left.distance(to: right)
            grid[row + 1][0] = left - horizontal.direction * max((left - horizontal.start).dot(horizontal.direction), middle)
            grid[row + 1][3] = right + horizontal.direction * max((horizontal.end - right).dot(horizontal.direction), middle)
        }
        for (row, inner) in [(0, 1), (3, 2)] {
            for (column, innerColumn) in [(0, 1), (3, 2)] {
                grid[row][column] = grid[row][innerColumn] + grid[inner][column] - grid[inner][innerColumn]
            }
        }
        return grid
    }
}
