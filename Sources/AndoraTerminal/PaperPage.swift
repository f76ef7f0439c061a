import AndoraModel
import AndoraInk
import Foundation

/// How the terminal lays the pencil & paper page on character cells, and the board it draws for the
/// player: a terminal has no pen, so the session sends these four strokes as soon as a sheet is blank.
enum PaperPage {
    /// Page units per character column and per row (a character is about twice as high as wide).
    static let columnWidth = 10.0
    static let rowHeight = 20.0
    /// Character cells the page takes.
    static let columns = 32
    static let rows = 16

    /// The character cell (row, column) of a page point, relative to the page's top left.
    static func cell(of point: InkPoint) -> (row: Int, column: Int)? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let row = Int((point.y / rowHeight).rounded(.down)), column = Int((point.x / columnWidth).rounded(.down))
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return nil }
        return (row, column)
    }

    /// The page point in the middle of a character cell.
    static func point(row: Int, column: Int) -> InkPoint {
        InkPoint(x: (Double(column) + 0.5) * columnWidth, y: (Double(row) + 0.5) * rowHeight)
    }

    /// Two up-and-down and two across lines, each wavering a little like a hand's, crossing near
    /// columns 10 and 21 and rows 5 and 10.
    static let boardStrokes: [Stroke] = [
        wavering(from: InkPoint(x: 106, y: 8), to: InkPoint(x: 104, y: 312), phase: 0),
        wavering(from: InkPoint(x: 214, y: 12), to: InkPoint(x: 217, y: 308), phase: 2),
        wavering(from: InkPoint(x: 6, y: 111), to: InkPoint(x: 312, y: 108), phase: 1),
        wavering(from: InkPoint(x: 10, y: 209), to: InkPoint(x: 316, y: 212), phase: 3),
    ]

    /// A straight stroke with a slow sideways wave of a few units, so that its characters vary.
    private static func wavering(from start: InkPoint, to end: InkPoint, phase: Double) -> Stroke {
        let pointCount = 40
        let length = hypot(end.x - start.x, end.y - start.y)
        let normal = InkPoint(x: -(end.y - start.y) / length, y: (end.x - start.x) / length)
        return Stroke((0..<pointCount).map { index in
            let fraction = Double(index) / Double(pointCount - 1)
            let wave = 5 * sin(fraction * 5 + phase)
            return InkPoint(
                x: start.x + (end.x - start.x) * fraction + normal.x * wave,
                y: start.y + (end.y - start.y) * fraction + normal.y * wave,
                t: fraction * 400)
        })
    }
}
