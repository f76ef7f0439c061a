import AndoraModel
import AndoraCore

/// Draws a board: column letters, row numbers, the grid, cells with marks, cursor and lines.
struct BoardPainter {
    let board: BoardState
    /// The player to move, whose colour tints the highlighted area.
    let turn: Player?
    let cursor: Cell?
    /// Without light lines between cell rows, for short terminals.
    let compact: Bool

    /// Cells per block between heavy lines: a mini-field in Andora, the whole board in classic.
    private var block: Int { board.mode == .andora ? 3 : board.size }

    /// Left of the grid: row numbers.
    static let margin = 4

    var width: Int { Self.margin + board.size * 4 + 1 }
    /// Column letters plus the grid.
    var height: Int { 1 + drawnBoundaries.count + board.size }

    /// The horizontal grid lines drawn, by index 0…size from the top.
    private var drawnBoundaries: [Int] {
        (0...board.size).filter { !compact || $0 % block == 0 }
    }

    /// Paints at the position and returns the clickable cells.
    func paint(into canvas: inout Canvas, row top: Int, column left: Int) -> [Hit] {
        let gridLeft = left + Self.margin
        for column in 0..<board.size {
            canvas.write(String(columnLetter(column)), row: top, column: gridLeft + column * 4 + 2, style: Palette.help)
        }
        var hits: [Hit] = []
        var y = top + 1
        for boundary in 0...board.size {
            if drawnBoundaries.contains(boundary) {
                canvas.write(gridLine(boundary), row: y, column: gridLeft)
                y += 1
            }
            guard boundary < board.size else { break }
            hits += paintRow(boundary, into: &canvas, row: y, gridLeft: gridLeft, left: left)
            y += 1
        }
        return hits
    }

    private func columnLetter(_ column: Int) -> Character {
        Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(column)))
    }

    private func gridLine(_ boundary: Int) -> String {
        let heavy = boundary % block == 0
        var line = ""
        for vertical in 0...board.size {
            line.append(BoxJunction.character(
                horizontalHeavy: heavy, verticalHeavy: vertical % block == 0, top: boundary == 0,
                bottom: boundary == board.size, left: vertical == 0, right: vertical == board.size))
            if vertical < board.size {
                line += String(repeating: BoxJunction.horizontal(heavy: heavy), count: 3)
            }
        }
        return line
    }

    private func paintRow(_ y: Int, into canvas: inout Canvas, row: Int, gridLeft: Int, left: Int) -> [Hit] {
        let number = String(board.size - y)
        canvas.write(number, row: row, column: left + Self.margin - 1 - number.count, style: Palette.help)
        var hits: [Hit] = []
        for x in 0...board.size {
            canvas.write(String(BoxJunction.vertical(heavy: x % block == 0)), row: row, column: gridLeft + x * 4)
            guard x < board.size else { break }
            let cell = board.cells[y * board.size + x]
            let column = gridLeft + x * 4 + 1
            canvas.write(text(of: cell), row: row, column: column, style: style(of: cell))
            hits.append(Hit(row: row, columns: column..<(column + 3), action: .send(.tapCell(position(of: cell)))))
        }
        return hits
    }

    private func position(of cell: CellState) -> Cell {
        Cell(column: cell.x, row: board.size - 1 - cell.y)
    }

    private func text(of cell: CellState) -> String {
        let sign = switch cell.mark {
        case .x: cell.pending ? "x" : "X"
        case .o: cell.pending ? "o" : "O"
        case .none: cell.hint ? "*" : " "
        }
        return position(of: cell) == cursor ? "[\(sign)]" : " \(sign) "
    }

    private func style(of cell: CellState) -> TextStyle {
        if cell.inLine { return Palette.line }
        if cell.hint { return TextStyle(foreground: Palette.gold, background: Palette.hintCell, bold: true) }
        var style = Palette.style(of: cell.mark)
        if cell.pending {
            style.bold = false
            style.dim = true
        }
        // The last move is underlined, so that the computer's reply is easy to find.
        style.underline = cell.last
        if let field = miniField(of: cell) {
            if field.inLine {
                style.background = Palette.fieldLine
            } else if field.allowed, let turn, !board.miniFields.allSatisfy(\.allowed) {
                style.background = Palette.tint(of: turn)
            }
        }
        return style
    }

    private func miniField(of cell: CellState) -> MiniFieldView? {
        guard board.mode == .andora, board.miniFields.count == 9 else { return nil }
        return board.miniFields[cell.y / 3 * 3 + cell.x / 3]
    }
}
