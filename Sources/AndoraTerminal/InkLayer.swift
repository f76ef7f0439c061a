import AndoraModel
import AndoraInk

/// Polylines turned into line-drawing characters on the page's character cells.
///
/// Ink running across takes one character per column (`─`, or `‾`/`_` where it sits high or low in
/// the cell, which keeps a hand's waver), ink running up and down one per row (`│`), slanted ink
/// `╲`/`╱`; where across and up-and-down ink meet the cell shows `┼`.
struct InkLayer {
    private var cells: [Int: Character] = [:]
    private static let across: Set<Character> = ["─", "‾", "_"]

    /// Traces ink as drawn.
    mutating func trace(_ points: [InkPoint]) {
        let scaled = points.filter { $0.x.isFinite && $0.y.isFinite }
            .map { (x: $0.x / PaperPage.columnWidth, y: $0.y / PaperPage.rowHeight) }
        for (from, to) in zip(scaled, scaled.dropFirst()) {
            let dx = to.x - from.x, dy = to.y - from.y
            if abs(dx) >= 2 * abs(dy) {
                for column in Self.centres(from.x, to.x) {
                    let y = from.y + dy * (Double(column) + 0.5 - from.x) / dx
                    let height = y - y.rounded(.down)
                    put(height < 0.3 ? "‾" : height > 0.7 ? "_" : "─", row: Int(y.rounded(.down)), column: column)
                }
            } else {
                let slant: Character = abs(dy) >= 2 * abs(dx) ? "│" : (dx > 0) == (dy > 0) ? "╲" : "╱"
                for row in Self.centres(from.y, to.y) {
                    let x = from.x + dx * (Double(row) + 0.5 - from.y) / dy
                    put(slant, row: row, column: Int(x.rounded(.down)))
                }
            }
        }
    }

    /// Rules a straight line from one character cell through a middle one to another, as the winning
    /// line: a line running across stays on the middle cell's row, one running up and down in its
    /// column, so that it goes through the middle sign even where the hand-drawn rows waver.
    mutating func rule(
        from start: (row: Int, column: Int), through middle: (row: Int, column: Int), to end: (row: Int, column: Int)
    ) {
        // A row is about two columns high: compare the line's run and rise on the page.
        let run = abs(Double(end.column - start.column)), rise = 2 * abs(Double(end.row - start.row))
        var start = start, end = end
        let character: Character
        if run >= 3 * rise {
            (start.row, end.row, character) = (middle.row, middle.row, "━")
        } else if rise >= 3 * run {
            (start.column, end.column, character) = (middle.column, middle.column, "┃")
        } else {
            character = (end.row > start.row) == (end.column > start.column) ? "╲" : "╱"
        }
        let rows = end.row - start.row, columns = end.column - start.column
        let steps = max(abs(rows), abs(columns), 1)
        for step in 0...steps {
            let fraction = Double(step) / Double(steps)
            cells[key(row: start.row + Int((Double(rows) * fraction).rounded()),
                      column: start.column + Int((Double(columns) * fraction).rounded()))] = character
        }
    }

    /// Writes the characters with the page's top left at the position.
    func draw(into canvas: inout Canvas, row top: Int, column left: Int, style: TextStyle) {
        for (key, character) in cells {
            canvas.write(String(character), row: top + key / PaperPage.columns, column: left + key % PaperPage.columns, style: style)
        }
    }

    /// The whole cells whose centres lie in [a, b) or (b, a], so that joined segments share none.
    private static func centres(_ a: Double, _ b: Double) -> [Int] {
        let low = min(a, b), high = max(a, b)
        let first = Int((low - 0.5).rounded(.up)), last = Int((high - 0.5).rounded(.up)) - 1
        guard first <= last, first > -1_000_000, last < 1_000_000 else { return [] }
        return Array(first...last)
    }

    private func key(row: Int, column: Int) -> Int {
        row * PaperPage.columns + column
    }

    private mutating func put(_ character: Character, row: Int, column: Int) {
        guard (0..<PaperPage.rows).contains(row), (0..<PaperPage.columns).contains(column) else { return }
        let key = key(row: row, column: column)
        if let old = cells[key], old != "┼", Self.across.contains(old) != Self.across.contains(character),
           old == "│" || character == "│" {
            cells[key] = "┼"
        } else if cells[key] != "┼" {
            cells[key] = character
        }
    }
}
