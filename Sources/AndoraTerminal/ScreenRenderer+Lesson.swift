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

    /// The puzzles (issue 21): which puzzle and how many are solved over the board, the buttons,
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
        let full = BoardPainter(board: lesson.board, turn: lesson.turn, cursor: focus.cell, compact: false)
        let compact = BoardPainter(board: lesson.board, turn: lesson.turn, cursor: focus.cell, compact: true)
        let textRows = Self.lines(of: lesson.text, width: size.columns - 2).count + 2
        guard let painter = [full, compact].first(where: { fitsLesson($0, top: top, textRows: textRows) }) else {
            canvas.write(text.text(.tooSmall, compact.width + Self.panelWidth, top + compact.height + 1 + textRows + 2), row: top, column: 0)
            return
        }
        hits += painter.paint(into: &canvas, row: top, column: 0)
        drawMiniFields(lesson.board.miniFields, turn: lesson.turn, row: top + 1, column: painter.width + 3)
        var y = top + painter.height
        var x = 1
        if let turnLabel = lesson.turnLabel {
            var labelStyle = TextStyle(bold: true)
            labelStyle.foreground = lesson.turn.map(Palette.colour(of:))
            x = canvas.write(turnLabel, row: y, column: x, style: labelStyle) + 3
        }
        for control in lesson.controls {
            let action = control.enabled ? TerminalAction.send(control.intent) : nil
            x = button(KeyHint.label(control), action: action, row: y, column: x) + 3
        }
        if !focus.typed.isEmpty {
            canvas.write(text.text(.typedCell, focus.typed + "_"), row: y, column: x)
        }
        y += 1
        for line in Self.lines(of: lesson.text, width: size.columns - 2) {
            canvas.write(line, row: y, column: 1, style: TextStyle(bold: lesson.done))
            y += 1
        }
        for line in Self.lines(of: lesson.warning ?? "", width: size.columns - 2) {
            canvas.write(line, row: y, column: 1, style: TextStyle(foreground: Palette.refusal, bold: true))
            y += 1
        }
        drawHelp(lesson.help)
    }

    /// Room for the board (from row `top`) and its panel, the bar below it, the text, a warning and the help.
    private func fitsLesson(_ painter: BoardPainter, top: Int, textRows: Int) -> Bool {
        painter.width + Self.panelWidth <= size.columns && top + painter.height + 1 + textRows + 2 <= size.rows
    }
}
