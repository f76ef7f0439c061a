import AndoraModel
import AndoraCore

/// Draws the pencil & paper sheet as ink on character cells: lines keep their waver, signs and the
/// winning line sit where the page has them.
struct PaperPainter {
    let sheet: PaperScreenState
    /// The square under the cursor, 0…8, or `nil` under a dialog.
    let cursor: Int?

    var width: Int { PaperPage.columns }
    var height: Int { PaperPage.rows }

    /// Paints at the position and returns the clickable squares.
    func paint(into canvas: inout Canvas, row top: Int, column left: Int) -> [Hit] {
        var ink = InkLayer()
        for line in sheet.lines {
            ink.trace(line)
        }
        ink.draw(into: &canvas, row: top, column: left, style: Palette.help)
        for cell in sheet.cells {
            paint(cell, into: &canvas, row: top, column: left)
        }
        for line in sheet.winningLines {
            guard let from = PaperPage.cell(of: line.from), let to = PaperPage.cell(of: line.to),
                  line.cells.count == 3, let middle = PaperPage.cell(of: sheet.cells[line.cells[1]].center) else { continue }
            var rule = InkLayer()
            rule.rule(from: from, through: middle, to: to)
            rule.draw(into: &canvas, row: top, column: left, style: Palette.line)
        }
        return hits(row: top, column: left)
    }

    private func paint(_ cell: PaperCellState, into canvas: inout Canvas, row top: Int, column left: Int) {
        guard let (row, column) = PaperPage.cell(of: cell.center) else { return }
        let style = Palette.style(of: cell.sign)
        // The terminal only taps signs, so every sign is a glyph.
        if let glyph = Self.glyph(cell.sign) {
            for (offset, line) in glyph.enumerated() {
                canvas.write(line, row: top + row - 1 + offset, column: left + column - 1, style: style)
            }
        } else if cell.index == cursor {
            canvas.write("·", row: top + row, column: left + column)
        }
        if cell.index == cursor {
            for offset in -1...1 {
                canvas.restyle(row: top + row + offset, columns: (left + column - 3)..<(left + column + 4)) {
                    $0.background = Palette.tint(of: sheet.turn ?? .x)
                }
            }
        }
    }

    /// A tapped sign, three characters square.
    private static func glyph(_ sign: CellMark) -> [String]? {
        switch sign {
        case .x: ["╲ ╱", " ╳ ", "╱ ╲"]
        case .o: ["╭─╮", "│ │", "╰─╯"]
        case .none: nil
        }
    }

    /// Each character cell inside a square taps that square's centre.
    private func hits(row top: Int, column left: Int) -> [Hit] {
        var hits: [Hit] = []
        for row in 0..<height {
            var run: (start: Int, cell: PaperCellState)?
            for column in 0...width {
                let point = PaperPage.point(row: row, column: column)
                let cell = column < width ? sheet.cells.first { $0.contains(point) } : nil
                if let current = run, current.cell.index != cell?.index {
                    let centre = current.cell.center
                    hits.append(Hit(
                        row: top + row, columns: (left + current.start)..<(left + column),
                        action: .send(.tapPoint(x: centre.x, y: centre.y))))
                    run = nil
                }
                if run == nil, let cell { run = (column, cell) }
            }
        }
        return hits
    }
}
