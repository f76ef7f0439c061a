import AndoraModel

extension ScreenRenderer {
    /// The Statistics screen: the streak, then per rule set a results bar, the figures and the
    /// computer's levels, scrolled from the focused line.
    mutating func drawStatistics(_ statistics: StatisticsScreenState) {
        let backEnd = button(KeyHint.label(statistics.back), action: .send(statistics.back.intent), row: 0, column: 1)
        canvas.write(statistics.title, row: 0, column: backEnd + 3, style: TextStyle(bold: true, underline: true))
        var lines = Self.lines(of: statistics.streak, width: size.columns - 3).map { [($0, TextStyle(bold: true))] }
        lines += Self.lines(of: statistics.empty ?? "", width: size.columns - 3).map { [($0, Palette.help)] }
        let width = max(20, min(size.columns - 6, 60))
        for group in statistics.groups {
            lines.append([])
            lines.append([(group.title, TextStyle(bold: true, underline: true))])
            lines.append(Self.bar(group.chart, width: width))
            lines += legend(group.chart)
            for figure in group.figures + group.levels {
                let gap = max(1, width - figure.label.count - figure.value.count)
                lines.append([(figure.label, .plain), (String(repeating: " ", count: gap) + figure.value, TextStyle(bold: true))])
            }
        }
        let room = max(1, size.rows - 4)
        let first = min(focus.item, max(0, lines.count - room))
        for (offset, line) in lines.dropFirst(first).prefix(room).enumerated() {
            var x = 2
            for (text, style) in line {
                x = canvas.write(text, row: 2 + offset, column: x, style: style)
            }
        }
        drawHelp(.helpStatistics)
    }

    /// The bar's legend (each result, its colour and its count), wrapped as ``rowLayout(_:gap:start:indent:)``
    /// lays it out from column 2.
    private func legend(_ chart: [ChartPartState]) -> [[(String, TextStyle)]] {
        let entries = chart.map { "█ \($0.label) \($0.count)" }
        let places = rowLayout(entries, gap: 3, start: 2, indent: 2)
        var lines = [[(String, TextStyle)]](repeating: [], count: (places.last?.line ?? 0) + 1)
        for (part, (entry, place)) in zip(chart, zip(entries, places)) {
            lines[place.line].append((entry + "   ", Self.style(of: part.result)))
        }
        return lines
    }

    /// The results as one bar of `width` cells, each kind of result in its colour.
    private static func bar(_ chart: [ChartPartState], width: Int) -> [(String, TextStyle)] {
        var drawn = 0
        var total = 0.0
        return chart.map { part in
            total += part.share
            let end = Int((total * Double(width)).rounded())
            defer { drawn = end }
            return (String(repeating: "█", count: max(0, end - drawn)), style(of: part.result))
        }
    }

    private static func style(of result: HistoryResult) -> TextStyle {
        switch result {
        case .xWon: TextStyle(foreground: Palette.coral)
        case .oWon: TextStyle(foreground: Palette.teal)
        case .draw: TextStyle(foreground: Palette.grey)
        case .abandoned: TextStyle(foreground: Palette.grey, dim: true)
        }
    }
}
