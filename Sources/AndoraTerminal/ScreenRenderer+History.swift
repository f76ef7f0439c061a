import AndoraModel

extension ScreenRenderer {
    /// The History screen: its title and summary, then the rows, scrolled so the focused one shows.
    mutating func drawHistory(_ history: HistoryScreenState) {
        let rows = MenuRow.history(history)
        canvas.write(history.title, row: 0, column: 2, style: TextStyle(bold: true, underline: true))
        let summary = Self.lines(of: history.summary, width: size.columns - 3)
        for (offset, line) in summary.enumerated() {
            canvas.write(line, row: 1 + offset, column: 2, style: Palette.help)
        }
        var y = 2 + max(1, summary.count)
        // Rows take one line or more (pickers' choices and played games wrap where the terminal is
        // narrow): the list starts as early as lets the focused row end within the room, and draws
        // the rows that fit whole.
        let end = size.rows - 3
        let heights = rows.map(height(of:))
        let focused = min(focus.item, rows.count - 1)
        var first = max(0, focused)
        var used = heights.isEmpty ? 0 : heights[first]
        while first > 0, used + heights[first - 1] <= end - y {
            first -= 1
            used += heights[first]
        }
        for index in rows.indices.dropFirst(first) {
            guard index == first || y + heights[index] <= end else { break }
            y = drawRow(rows[index], row: y, focused: index == focus.item)
        }
        // Why a moves file opened with `andora play --open` is not a game.
        if let refusal = history.opening.refusal {
            canvas.write(refusal, row: end, column: 2, style: TextStyle(foreground: Palette.refusal, bold: true))
        }
        drawHelp(.helpHistory)
    }

    /// How many lines ``drawRow(_:row:focused:)`` takes for the row.
    private func height(of row: MenuRow) -> Int {
        var scratch = self
        return scratch.drawRow(row, row: 0, focused: false)
    }

    /// A played game replayed: the board after the step shown, the moves with the current one marked,
    /// the step buttons and the export.
    mutating func drawReplay(_ replay: ReplayScreenState) {
        let backEnd = button(KeyHint.label(replay.back), action: .send(replay.back.intent), row: 0, column: 1)
        canvas.write(replay.title, row: 0, column: backEnd + 3, style: TextStyle(bold: true))
        button("[X] " + text.text(.saveFiles), action: .saveReplay, row: 1, column: 1)
        let full = BoardPainter(board: replay.board, turn: nil, cursor: nil, compact: false)
        let compact = BoardPainter(board: replay.board, turn: nil, cursor: nil, compact: true)
        let panel = replay.board.mode == .andora ? Self.panelWidth : 0
        guard let painter = [full, compact].first(where: { fits($0, panel: panel) }) else {
            canvas.write(text.text(.tooSmall, compact.width + panel, compact.height + Self.chromeRows), row: 1, column: 0)
            return
        }
        _ = painter.paint(into: &canvas, row: 2, column: 0)
        if replay.board.mode == .andora {
            drawMiniFields(replay.board.miniFields, turn: nil, row: 3, column: painter.width + 3)
        }
        var y = 2 + painter.height
        canvas.write(replay.position, row: y, column: 1, style: TextStyle(bold: true))
        var x = canvas.write("  ", row: y, column: replay.position.count + 1)
        // As many moves as fit, from the first, or from a later one so that the current move shows.
        let labels = replay.moves.map { $0.notation + $0.markSymbol }
        let current = replay.moves.firstIndex(where: \.current) ?? 0
        let room = size.columns - x - 1
        var first = 0
        var width = labels.prefix(current + 1).reduce(0) { $0 + $1.count + 1 }
        while first < current, width + (first > 0 ? 2 : 0) > room {
            width -= labels[first].count + 1
            first += 1
        }
        if first > 0 { x = canvas.write("… ", row: y, column: x, style: Palette.help) }
        for (move, label) in zip(replay.moves[first...], labels[first...]) {
            if x + label.count + 1 >= size.columns { break }
            x = button(label, action: .send(move.intent), row: y, column: x, focused: move.current) + 1
        }
        y += 1
        x = 1
        let controls: [(String, ButtonState)] = [
            ("S", replay.first), ("←", replay.previous), ("→", replay.next), ("E", replay.last),
            ("Space", replay.autoplay), ("G", replay.playFromHere),
        ]
        for (key, control) in controls {
            x = button("[\(key)] \(control.label)", action: control.enabled ? .send(control.intent) : nil, row: y, column: x) + 2
        }
        let reviewEnd = replay.review.map { drawReview($0, step: replay.step, row: y + 1) } ?? y + 1
        drawHelp(.helpReplay, from: reviewEnd)
    }
}
