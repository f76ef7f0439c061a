import AndoraModel
import AndoraCore

extension ScreenRenderer {
    /// Rows around the page: top bar, gap, then under the page the result or reason, buttons, help.
    private static let paperChromeRows = 6
    private static let pageLeft = 2
    private static let pageTop = 2

    mutating func drawPaper(_ sheet: PaperScreenState) {
        let painter = PaperPainter(sheet: sheet, cursor: state.dialog == nil ? PaperSquare.index(of: focus.cell) : nil)
        let panelWidth = sheet.score.text.count + 3
        let neededColumns = Self.pageLeft + painter.width + panelWidth
        let neededRows = painter.height + Self.paperChromeRows
        guard size.columns >= neededColumns, size.rows >= neededRows else {
            canvas.write(text.text(.tooSmall, neededColumns, neededRows), row: 0, column: 0)
            return
        }
        let exitEnd = button(KeyHint.label(sheet.exit), action: .send(sheet.exit.intent), row: 0, column: 1)
        var promptStyle = TextStyle(bold: true)
        promptStyle.foreground = sheet.turn.map(Palette.colour(of:))
        // "Double-tap…" means nothing in a terminal: a finished sheet names its result and offers [N].
        let label = sheet.newBoard == nil ? sheet.prompt : sheet.result ?? sheet.prompt
        canvas.write(label, row: 0, column: exitEnd + 4, style: promptStyle)
        hits += painter.paint(into: &canvas, row: Self.pageTop, column: Self.pageLeft)
        canvas.write(sheet.score.text, row: Self.pageTop + 1, column: Self.pageLeft + painter.width + 3, style: TextStyle(bold: true))
        var y = Self.pageTop + painter.height
        if let result = sheet.result {
            let column = Self.pageLeft + (painter.width - result.count) / 2
            canvas.write(result, row: y, column: column, style: Palette.line)
        } else if let fading = sheet.fading {
            canvas.write(fading.reason, row: y, column: 1, style: TextStyle(foreground: Palette.refusal, bold: true))
        } else if sheet.input == .draw, !sheet.cells.isEmpty {
            canvas.write(text.text(.paperNeedsPen), row: y, column: 1, style: TextStyle(foreground: Palette.refusal))
        }
        y += 1
        var x = 1
        for control in sheet.controls {
            x = button(KeyHint.label(control), action: control.enabled ? .send(control.intent) : nil, row: y, column: x) + 3
        }
        drawHelp(.helpPaper)
    }
}
