import AndoraModel

extension ScreenRenderer {
    /// The tutorial: the step and its topic over the board, whose turn it is and the buttons, the
    /// step's text and the mistake.
    mutating func drawTutorial(_ tutorial: TutorialScreenState) {
        drawLesson(BoardLesson(
            leave: tutorial.skip, heading: tutorial.position + " · " + tutorial.topic, subheading: tutorial.strategy,
            board: tutorial.board, turn: tutorial.turn, turnLabel: tutorial.turnLabel, controls: tutorial.controls,
            text: tutorial.text, done: tutorial.solved, warning: tutorial.mistake, help: .helpTutorial))
    }

    /// The puzzles: which puzzle and how many are solved over the board, the buttons,
    /// where the position comes from, what to find, and what the last try did.
    mutating func drawPuzzles(_ puzzles: PuzzlesScreenState) {
        drawLesson(BoardLesson(
            leave: puzzles.back, heading: [puzzles.title, puzzles.position, puzzles.solvedCount].joined(separator: " · "),
            subheading: puzzles.strategy, board: puzzles.board, turn: puzzles.turn, turnLabel: nil, controls: puzzles.controls,
            text: [puzzles.sourceLabel + ".", puzzles.task, puzzles.feedback].compactMap { $0 }.joined(separator: " "),
            done: puzzles.solved, warning: puzzles.refusal, help: .helpPuzzles))
    }

    /// A lesson's screen: the heading over the board (with the mini-fields' panel), then the turn
    /// and the buttons, the text and the warning, wrapped to the terminal's width.
    private mutating func drawLesson(_ lesson: BoardLesson) {
        let leaveEnd = button(KeyHint.label(lesson.leave), action: .send(lesson.leave.intent), row: 0, column: 1)
        canvas.write(lesson.heading, row: 0, column: leaveEnd + 3, style: TextStyle(bold: true))
        let subheading = Self.lines(of: lesson.subheading, width: size.columns - 2)
        for (offset, line) in subheading.enumerated() {
            canvas.write(line, row: 1 + offset, column: 1, style: Palette.help)
        }
        let top = 1 + max(1, subheading.count)
        // The bar under the board: whose turn, the buttons and a cell name being typed, wrapped.
        let turnLabels = lesson.turnLabel.map { [$0] } ?? []
        let labels = lesson.controls.map(KeyHint.label)
        let typed = focus.typed.isEmpty ? [] : [text.text(.typedCell, focus.typed + "_")]
        let places = rowLayout(turnLabels + labels + typed, gap: 3)
        let textLines = Self.lines(of: lesson.text, width: size.columns - 2)
        // Under the board: the bar, the text, two rows for a warning, a blank row and the help.
        let belowRows = (places.last?.line ?? 0) + 1 + textLines.count + 4
        let full = BoardPainter(board: lesson.board, turn: lesson.turn, cursor: focus.cell, compact: false)
        let compact = BoardPainter(board: lesson.board, turn: lesson.turn, cursor: focus.cell, compact: true)
        let fits = { (painter: BoardPainter) in
            painter.width + Self.panelWidth <= self.size.columns && top + painter.height + belowRows <= self.size.rows
        }
        guard let painter = [full, compact].first(where: fits) else {
            canvas.write(text.text(.tooSmall, compact.width + Self.panelWidth, top + compact.height + belowRows), row: top, column: 0)
            return
        }
        hits += painter.paint(into: &canvas, row: top, column: 0)
        drawMiniFields(lesson.board.miniFields, turn: lesson.turn, row: top + 1, column: painter.width + 3)
        var y = top + painter.height
        if let turnLabel = lesson.turnLabel, let at = places.first {
            var labelStyle = TextStyle(bold: true)
            labelStyle.foreground = lesson.turn.map(Palette.colour(of:))
            canvas.write(turnLabel, row: y + at.line, column: at.column, style: labelStyle)
        }
        drawControls(lesson.controls, labels: labels, at: places[turnLabels.count...], row: y)
        if let typed = typed.first, let at = places.last {
            canvas.write(typed, row: y + at.line, column: at.column)
        }
        y += (places.last?.line ?? 0) + 1
        for line in textLines {
            canvas.write(line, row: y, column: 1, style: TextStyle(bold: lesson.done))
            y += 1
        }
        for line in Self.lines(of: lesson.warning ?? "", width: size.columns - 2) {
            canvas.write(line, row: y, column: 1, style: TextStyle(foreground: Palette.refusal, bold: true))
            y += 1
        }
        drawHelp(lesson.help)
    }
}
