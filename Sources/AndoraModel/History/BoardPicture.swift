/// A board drawn as a standalone SVG picture (R5.2.3: a played game exported as a picture),
/// in the light theme's colours of DESIGN.md: the grid with thick mini-field borders, the marks as
/// strokes, captured mini-fields as a large translucent mark, the lines and the coordinates.
///
/// Every mark is one element with `data-cell` (the cell in notation) and `class` `x` or `o`;
/// a captured mini-field's mark has `data-field` (1…9); a winning line has the class `win`.
public enum BoardPicture {
    /// The picture of the board, with the title as its `<title>`.
    public static func svg(of board: BoardState, title: String) -> String {
        let side = board.size * cell
        let (width, height) = (left + side + pad, pad + side + bottom)
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\">",
            "<title>\(title.xmlEscaped)</title>",
            "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(Colour.background)\"/>",
            "<rect x=\"\(left)\" y=\"\(pad)\" width=\"\(side)\" height=\"\(side)\" fill=\"\(Colour.surface)\"/>",
        ]
        parts += board.miniFields.compactMap(fieldMark)
        parts += grid(board)
        parts += board.cells.compactMap(mark)
        let centres = Dictionary(uniqueKeysWithValues: board.cells.map { ($0.name, centre(x: $0.x, y: $0.y)) })
        let cellLineClass = board.mode == .andora ? "line" : "win"
        parts += board.cellLines.compactMap { line($0, centres, width: 4, class: cellLineClass) }
        parts += board.fieldLines.compactMap { line($0, centres, width: 9, class: "win") }
        parts += coordinates(size: board.size)
        parts.append("</svg>")
        return parts.joined(separator: "\n") + "\n"
    }

    /// The light theme of the page (app.css).
    private enum Colour {
        static let background = "#f6f4ef", surface = "#fff", cellLine = "#d3d6da", fieldLine = "#39414a"
        static let x = "#c43d2a", o = "#0f766e", neutral = "#6b7280", muted = "#5b626b"

        static func of(_ mark: CellMark) -> String {
            switch mark {
            case .x: x
            case .o: o
            case .none: neutral
            }
        }
    }

    /// A cell's side, the room for the row numbers on the left, for the column letters below, and the edge.
    private static let cell = 40, left = 24, bottom = 24, pad = 8

    private static func centre(x: Int, y: Int) -> (x: Int, y: Int) {
        (left + x * cell + cell / 2, pad + y * cell + cell / 2)
    }

    /// Thin lines between cells, thick ones between mini-fields and around the board.
    private static func grid(_ board: BoardState) -> [String] {
        let side = board.size * cell
        let fieldEvery = board.mode == .andora ? 3 : board.size
        let lines = (1..<board.size).flatMap { index -> [String] in
            let thick = index.isMultiple(of: fieldEvery)
            let style = thick
                ? "stroke=\"\(Colour.fieldLine)\" stroke-width=\"3\"" : "stroke=\"\(Colour.cellLine)\" stroke-width=\"1\""
            let offset = index * cell
            return [
                "<line x1=\"\(left + offset)\" y1=\"\(pad)\" x2=\"\(left + offset)\" y2=\"\(pad + side)\" \(style)/>",
                "<line x1=\"\(left)\" y1=\"\(pad + offset)\" x2=\"\(left + side)\" y2=\"\(pad + offset)\" \(style)/>",
            ]
        }
        let border = "<rect x=\"\(left)\" y=\"\(pad)\" width=\"\(side)\" height=\"\(side)\" fill=\"none\" "
            + "stroke=\"\(Colour.fieldLine)\" stroke-width=\"3\"/>"
        return lines + [border]
    }

    /// An X or an O drawn as strokes in its cell; `nil` for an empty cell.
    private static func mark(_ state: CellState) -> String? {
        let (x, y) = centre(x: state.x, y: state.y)
        let attributes = "data-cell=\"\(state.name)\"" + (state.pending ? " opacity=\"0.5\"" : "")
        return sign(state.mark, x: x, y: y, half: 11, width: 4, attributes: attributes)
    }

    /// A captured mini-field: the owner's large translucent mark, `?` for both; a full one is outlined.
    private static func fieldMark(_ field: MiniFieldView) -> String? {
        let column = (field.index - 1) % 3, row = (field.index - 1) / 3
        let (x, y) = (left + column * 3 * cell + 3 * cell / 2, pad + row * 3 * cell + 3 * cell / 2)
        let attributes = "data-field=\"\(field.index)\" opacity=\"0.3\""
        switch field.state {
        case "x": return sign(.x, x: x, y: y, half: 40, width: 12, attributes: attributes)
        case "o": return sign(.o, x: x, y: y, half: 40, width: 12, attributes: attributes)
        case "?":
            let ring = 46
            return "<g class=\"both\" \(attributes) fill=\"none\" stroke-width=\"6\">"
                + "<path d=\"M \(x) \(y - ring) A \(ring) \(ring) 0 0 0 \(x) \(y + ring)\" stroke=\"\(Colour.x)\"/>"
                + "<path d=\"M \(x) \(y - ring) A \(ring) \(ring) 0 0 1 \(x) \(y + ring)\" stroke=\"\(Colour.o)\"/>"
                + "<path d=\"M \(x - 16) \(y - 16) C \(x - 16) \(y - 40) \(x + 20) \(y - 40) \(x + 18) \(y - 16)"
                + " C \(x + 16) \(y - 2) \(x) \(y - 2) \(x) \(y + 12) M \(x) \(y + 28) L \(x) \(y + 29)\""
                + " stroke=\"\(Colour.neutral)\" stroke-width=\"10\" stroke-linecap=\"round\"/></g>"
        default: return nil
        }
    }

    /// An X as two strokes or an O as a circle, `half` from the centre to its edge.
    private static func sign(_ mark: CellMark, x: Int, y: Int, half: Int, width: Int, attributes: String) -> String? {
        let style = "fill=\"none\" stroke=\"\(Colour.of(mark))\" stroke-width=\"\(width)\" stroke-linecap=\"round\""
        switch mark {
        case .x:
            let path = "M \(x - half) \(y - half) L \(x + half) \(y + half) M \(x + half) \(y - half) L \(x - half) \(y + half)"
            return "<path class=\"x\" \(attributes) d=\"\(path)\" \(style)/>"
        case .o:
            return "<circle class=\"o\" \(attributes) cx=\"\(x)\" cy=\"\(y)\" r=\"\(half + 1)\" \(style)/>"
        case .none:
            return nil
        }
    }

    /// A line from the centre of one cell to the centre of another, in its owner's colour.
    private static func line(
        _ line: LineState, _ centres: [String: (x: Int, y: Int)], width: Int, class name: String
    ) -> String? {
        guard let from = centres[line.from], let to = centres[line.to] else { return nil }
        return "<line class=\"\(name) \(line.owner.rawValue)\" x1=\"\(from.x)\" y1=\"\(from.y)\" x2=\"\(to.x)\" y2=\"\(to.y)\" "
            + "stroke=\"\(Colour.of(line.owner))\" stroke-width=\"\(width)\" stroke-linecap=\"round\" opacity=\"0.85\"/>"
    }

    /// The column letters below the board and the row numbers on its left, as in the notation.
    private static func coordinates(size: Int) -> [String] {
        let style = "font-family=\"sans-serif\" font-size=\"12\" fill=\"\(Colour.muted)\" text-anchor=\"middle\""
        return (0..<size).flatMap { index -> [String] in
            let letter = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(index)))
            let (x, y) = centre(x: index, y: size - 1 - index)
            return [
                "<text x=\"\(x)\" y=\"\(pad + size * cell + 17)\" \(style)>\(letter)</text>",
                "<text x=\"\(left / 2)\" y=\"\(y + 4)\" \(style)>\(index + 1)</text>",
            ]
        }
    }
}
