import AndoraModel

extension ScreenRenderer {
    /// The tutorial: the step and its topic over the board (with the mini-fields' panel), then whose
    /// turn it is and the buttons, the step's text and the mistake, wrapped to the terminal's width.
    mutating func drawTutorial(_ tutorial: TutorialScreenState) {
        let skipEnd = button(KeyHint.label(tutorial.skip), action: .send(tutorial.skip.intent), row: 0, column: 1)
        canvas.write(tutorial.position + " · " + tutorial.topic, row: 0, column: skipEnd + 3, style: TextStyle(bold: true))
        canvas.write(tutorial.strategy, row: 1, column: 1, style: Palette.help)
        let full = BoardPainter(board: tutorial.board, turn: tutorial.turn, cursor: focus.cell, compact: false)
        let compact = BoardPainter(board: tutorial.board, turn: tutorial.turn, cursor: focus.cell, compact: true)
        let textRows = Self.lines(of: tutorial.text, width: size.columns - 2).count + 2
        guard let painter = [full, compact].first(where: { fitsTutorial($0, textRows: textRows) }) else {
            canvas.write(text.text(.tooSmall, compact.width + Self.panelWidth, compact.height + textRows + 4), row: 2, column: 0)
            return
        }
        hits += painter.paint(into: &canvas, row: 2, column: 0)
        drawMiniFields(tutorial.board.miniFields, turn: tutorial.turn, row: 3, column: painter.width + 3)
        var y = 2 + painter.height
        var labelStyle = TextStyle(bold: true)
        labelStyle.foreground = tutorial.turn.map(Palette.colour(of:))
        var x = canvas.write(tutorial.turnLabel, row: y, column: 1, style: labelStyle) + 3
        for control in tutorial.controls {
            let action = control.enabled ? TerminalAction.send(control.intent) : nil
            x = button(KeyHint.label(control), action: action, row: y, column: x) + 3
        }
        if !focus.typed.isEmpty {
            canvas.write(text.text(.typedCell, focus.typed + "_"), row: y, column: x)
        }
        y += 1
        for line in Self.lines(of: tutorial.text, width: size.columns - 2) {
            canvas.write(line, row: y, column: 1, style: TextStyle(bold: tutorial.solved))
            y += 1
        }
        for line in Self.lines(of: tutorial.mistake ?? "", width: size.columns - 2) {
            canvas.write(line, row: y, column: 1, style: TextStyle(foreground: Palette.refusal, bold: true))
            y += 1
        }
        drawHelp(.helpTutorial)
    }

    /// Room for the board and its panel, the bars above and below it, the text, a mistake and the help.
    private func fitsTutorial(_ painter: BoardPainter, textRows: Int) -> Bool {
        painter.width + Self.panelWidth <= size.columns && 2 + painter.height + 1 + textRows + 2 <= size.rows
    }

    /// The text in lines of at most `width` characters, broken between words.
    static func lines(of text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return line.isEmpty ? lines : lines + [line]
    }
}
