/// A grid of styled characters: the screen being composed, drawable as ANSI text or plain text.
public struct Canvas: Sendable {
    public let columns: Int
    public let rows: Int
    private var characters: [[Character]]
    private var styles: [[TextStyle]]

    public init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        characters = Array(repeating: Array(repeating: " ", count: self.columns), count: self.rows)
        styles = Array(repeating: Array(repeating: .plain, count: self.columns), count: self.rows)
    }

    /// Writes text from a position, clipped to the canvas; returns the column after the text.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: TextStyle = .plain) -> Int {
        var x = column
        for character in text {
            if rows > row, row >= 0, columns > x, x >= 0 {
                characters[row][x] = character
                styles[row][x] = style
            }
            x += 1
        }
        return x
    }

    /// Changes the style of a stretch of a row without changing its characters.
    public mutating func restyle(row: Int, columns range: Range<Int>, _ change: (inout TextStyle) -> Void) {
        guard rows > row, row >= 0 else { return }
        for x in range.clamped(to: 0..<columns) {
            change(&styles[row][x])
        }
    }

    /// The style at a position, for tests of colours and highlights.
    public func style(row: Int, column: Int) -> TextStyle? {
        guard rows > row, row >= 0, columns > column, column >= 0 else { return nil }
        return styles[row][column]
    }

    /// The text of each row without styles or trailing spaces.
    public var plainLines: [String] {
        characters.map { String($0).replacingTrailingSpaces() }
    }

    /// The whole canvas as ANSI text, row by row, each starting at column 1, inside a synchronized
    /// update so that terminals which support it never show half a frame.
    public var ansi: String {
        var output = "\u{1B}[?2026h"
        for row in 0..<rows {
            output += "\u{1B}[\(row + 1);1H"
            var current: TextStyle?
            for x in 0..<columns {
                if styles[row][x] != current {
                    current = styles[row][x]
                    output += styles[row][x].escape
                }
                output.append(characters[row][x])
            }
        }
        return output + TextStyle.plain.escape + "\u{1B}[?2026l"
    }
}

extension String {
    fileprivate func replacingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
