import AndoraModel
import AndoraCore

extension ScreenRenderer {
    /// Rows around the board: top bar, gap, gap, message, buttons, help (buttons on two lines take
    /// the gap under the board).
    static let chromeRows = 6
    /// The mini-field panel right of an Andora board.
    static let panelWidth = 3 + 11

    /// The game screen; returns the board's painter, or `nil` when the terminal is too small for it.
    /// A match passes its own buttons (`controls`, the game's by default).
    @discardableResult
    mutating func drawGame(_ game: GameScreenState, controls: [ButtonState]? = nil) -> BoardPainter? {
        let cursor = state.dialog == nil ? focus.cell : nil
        let full = BoardPainter(board: game.board, turn: game.turn, cursor: cursor, compact: false)
        let compact = BoardPainter(board: game.board, turn: game.turn, cursor: cursor, compact: true)
        let panel = game.board.mode == .andora ? Self.panelWidth : 0
        guard let painter = [full, compact].first(where: { fits($0, panel: panel) }) else {
            canvas.write(text.text(.tooSmall, compact.width + panel, compact.height + Self.chromeRows), row: 0, column: 0)
            return nil
        }
        let exitEnd = button(KeyHint.label(game.exit), action: .send(game.exit.intent), row: 0, column: 1)
        var labelStyle = TextStyle(bold: true)
        labelStyle.foreground = game.turn.map(Palette.colour(of:))
        let labelEnd = canvas.write(game.turnLabel, row: 0, column: exitEnd + 4, style: labelStyle)
        var barEnd = labelEnd
        if let status = game.thinkingLabel ?? game.yourTurnLabel {
            barEnd = canvas.write(status, row: 0, column: labelEnd + 3, style: Palette.hintText)
        }
        let clockColumn = size.columns - game.clock.label.count - 1
        if clockColumn > barEnd + 2 {
            canvas.write(game.clock.label, row: 0, column: clockColumn, style: Palette.help)
        }
        if let opponent = game.opponentLabel {
            canvas.write(opponent, row: 1, column: exitEnd + 4, style: Palette.help)
        }
        if let paused = game.pausedLabel {
            // R5.1.3: the field is covered while paused, the mini-fields' panel too.
            let row = 2 + painter.height / 2
            canvas.write(paused, row: row, column: max(1, (painter.width - paused.count) / 2), style: TextStyle(bold: true))
        } else {
            hits += painter.paint(into: &canvas, row: 2, column: 0)
            boardBottom = 2 + painter.height
            if game.board.mode == .andora {
                drawMiniFields(game.board.miniFields, turn: game.turn, row: 3, column: painter.width + 3)
            }
        }
        let buttons = controls ?? game.controls
        // The buttons, and the hint's text after them, wrap where the terminal is narrow; two lines take
        // the gap under the board.
        let labels = buttons.map(KeyHint.label)
        let places = rowLayout(labels + [game.hintText].compactMap { $0 }, gap: 3)
        let buttonLines = (places.last?.line ?? 0) + 1
        var y = 2 + painter.height + (buttonLines > 1 ? 0 : 1)
        if let refusal = game.refusal {
            canvas.write(refusal, row: y, column: 1, style: TextStyle(foreground: Palette.refusal, bold: true))
        } else if !focus.typed.isEmpty {
            canvas.write(text.text(.typedCell, focus.typed + "_"), row: y, column: 1)
        } else if let result = game.result {
            let end = canvas.write(result, row: y, column: 1, style: TextStyle(bold: true))
            if let detail = game.resultDetail {
                canvas.write(detail, row: y, column: end + 2)
            }
        }
        y += 1
        drawControls(buttons, labels: labels, at: places[...], row: y)
        if let hintText = game.hintText, let place = places.last {
            canvas.write(hintText, row: y + place.line, column: place.column, style: Palette.hintText)
        }
        y += places.last?.line ?? 0
        if let coach = game.coach, y + 1 < size.rows - 2 {
            canvas.write(coach.note, row: y + 1, column: 1, style: coach.mark?.isError == true ? Palette.coachWarning : Palette.hintText)
        }
        drawHelp(.helpGame, from: y + (game.coach == nil ? 1 : 2))
        return painter
    }

    func fits(_ painter: BoardPainter, panel: Int) -> Bool {
        painter.width + panel <= size.columns && painter.height + Self.chromeRows <= size.rows
    }

    /// The status marks (R3.3.4.2) as a small 3×3 grid; the highlighted area and the winning line show too.
    mutating func drawMiniFields(_ fields: [MiniFieldView], turn: Player?, row top: Int, column left: Int) {
        canvas.write(text.text(.miniFields), row: top, column: left, style: Palette.help)
        let everywhere = fields.allSatisfy(\.allowed)
        for (index, field) in fields.enumerated() {
            let y = top + 1 + index / 3 * 2
            let x = left + index % 3 * 4
            var style = TextStyle(bold: true)
            switch field.state {
            case "x": style.foreground = Palette.coral
            case "o": style.foreground = Palette.teal
            case "?": style.foreground = Palette.gold
            default: style.foreground = Palette.grey
            }
            if field.inLine {
                style = Palette.line
            } else if field.allowed, !everywhere, let turn {
                style.background = Palette.tint(of: turn)
            }
            let mark = field.state == "." ? "·" : field.state.uppercased()
            canvas.write(" \(mark) ", row: y, column: x, style: style)
            if index % 3 < 2 { canvas.write("│", row: y, column: x + 3, style: Palette.help) }
            if index / 3 < 2 {
                canvas.write(index % 3 < 2 ? "───┼" : "───", row: y + 1, column: x, style: Palette.help)
            }
        }
    }
}
