import AndoraModel

extension ScreenRenderer {
    /// The engine's review under the replay, as far as the rows allow: the button or the
    /// bar with its words and the progress, the chart as a line of blocks with the review's
    /// buttons, the note on the move shown, the key to the marks and the summary; returns the first row left free.
    mutating func drawReview(_ review: ReviewState, step: Int, row: Int) -> Int {
        let last = size.rows - 3
        guard row <= last else { return row }
        var x = 1
        if review.start.enabled {
            x = button(KeyHint.label(review.start), action: .send(review.start.intent), row: row, column: x) + 2
        } else if let percent = review.chanceForX {
            x = drawBar(percent, row: row, column: x) + 1
            x = canvas.write(review.verdict, row: row, column: x, style: TextStyle(bold: true)) + 2
        }
        canvas.write(review.progress, row: row, column: x, style: Palette.help)
        guard review.judged > 0, row + 1 <= last else { return row + 1 }
        x = canvas.write(Self.sparkline(review.chart, step: step, width: min(review.chart.count, size.columns / 3)),
                         row: row + 1, column: 1, style: TextStyle(foreground: Palette.coral)) + 2
        for (key, control) in [("V", review.betterMove), ("M", review.biggestMistake)] {
            x = button("[\(key)] \(control.label)", action: control.enabled ? .send(control.intent) : nil, row: row + 1, column: x) + 2
        }
        let lines = [review.note, review.marksKey] + review.summary
        for (offset, line) in lines.enumerated() where row + 2 + offset <= last && !line.isEmpty {
            canvas.write(line, row: row + 2 + offset, column: 1)
        }
        return min(row + 2 + lines.count, last + 1)
    }

    /// X's share in coral, O's in teal, twenty cells wide; returns the column after it.
    private mutating func drawBar(_ percent: Int, row: Int, column: Int) -> Int {
        let width = 20
        let xCells = (percent * width + 50) / 100
        var x = canvas.write(String(repeating: "█", count: xCells), row: row, column: column, style: TextStyle(foreground: Palette.coral))
        x = canvas.write(String(repeating: "█", count: width - xCells), row: row, column: x, style: TextStyle(foreground: Palette.teal))
        return x
    }

    /// X's chances move by move in block heights (▁ for O winning … █ for X winning), `·` where not
    /// judged yet; squeezed to `width` cells by taking every n-th position.
    static func sparkline(_ chart: [Int?], step: Int, width: Int) -> String {
        let blocks = Array("▁▂▃▄▅▆▇█")
        guard width > 0, !chart.isEmpty else { return "" }
        return String((0..<width).map { cell in
            let index = cell * chart.count / width
            return chart[index].map { blocks[min(7, $0 * 8 / 100)] } ?? "·"
        })
    }
}
