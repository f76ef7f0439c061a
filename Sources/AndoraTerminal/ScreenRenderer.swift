import AndoraModel
import AndoraCore

/// The pure half of the terminal front end: app state, keyboard focus and terminal size in, a screen out.
public struct ScreenRenderer {
    let state: AppState
    let focus: TerminalFocus
    let size: TerminalSize
    let message: String?
    let text: Localizer
    var canvas: Canvas
    var hits: [Hit] = []
    /// The row under the game's board, once it is drawn: a result dialog below it leaves it in view.
    var boardBottom: Int?

    /// Renders the state for a terminal of the given size, with a line of the terminal's own (`message`).
    public static func render(_ state: AppState, focus: TerminalFocus, size: TerminalSize, message: String? = nil) -> Frame {
        var renderer = ScreenRenderer(state: state, focus: focus, size: size, message: message)
        renderer.draw()
        return Frame(canvas: renderer.canvas, hits: renderer.hits)
    }

    private init(state: AppState, focus: TerminalFocus, size: TerminalSize, message: String?) {
        self.state = state
        self.focus = focus
        self.size = size
        self.message = message
        text = Localizer(language: state.language)
        canvas = Canvas(columns: size.columns, rows: size.rows)
    }

    private mutating func draw() {
        if let main = state.main {
            drawMenu(title: main.title, note: main.tutorialOffer?.text, rows: MenuRow.main(main, quit: text.text(.quit)), help: .helpMenu)
            canvas.write(main.opponent, row: 1, column: main.title.count + 5, style: Palette.help)
        } else if let options = state.options {
            drawOptions(options)
        } else if let game = state.game {
            drawGame(game)
        } else if let match = state.match {
            drawMatch(match)
        } else if let paper = state.paper {
            drawPaper(paper)
        } else if let history = state.history {
            drawHistory(history)
        } else if let replay = state.replay {
            drawReplay(replay)
        } else if let statistics = state.statistics {
            drawStatistics(statistics)
        } else if let tutorial = state.tutorial {
            drawTutorial(tutorial)
        } else if let puzzles = state.puzzles {
            drawPuzzles(puzzles)
        }
        if let dialog = state.dialog {
            drawDialog(dialog)
        }
        if let notice = state.notice {
            canvas.write(notice, row: size.rows - 1, column: 1, style: TextStyle(foreground: Palette.refusal, bold: true))
        } else if let message {
            canvas.write(message, row: size.rows - 1, column: 1, style: TextStyle(bold: true))
        }
    }

    /// Writes a button and makes it clickable; returns the column after it.
    @discardableResult
    mutating func button(_ label: String, action: TerminalAction?, row: Int, column: Int, focused: Bool = false) -> Int {
        let style = focused ? Palette.focused : (action == nil ? Palette.help : TextStyle(bold: true))
        let end = canvas.write(label, row: row, column: column, style: style)
        if let action {
            hits.append(Hit(row: row, columns: column..<end, action: action))
        }
        return end
    }

    /// Where texts laid out in a row from column `start`, `gap` columns apart, go: each on the line
    /// (0 for the first) and at the column where it fits within the terminal's width, a text that
    /// does not fit after others starting a new line at column `indent`.
    func rowLayout(_ texts: [String], gap: Int, start: Int = 1, indent: Int = 1) -> [(line: Int, column: Int)] {
        var places: [(line: Int, column: Int)] = []
        var (line, column) = (0, start)
        for text in texts {
            if column > indent, column + text.count > size.columns - 1 { (line, column) = (line + 1, indent) }
            places.append((line, column))
            column += text.count + gap
        }
        return places
    }

    /// The buttons at their places from ``rowLayout(_:gap:start:indent:)``, on the lines from row
    /// `y`; a disabled one is drawn dim and takes no click.
    mutating func drawControls(
        _ controls: [ButtonState], labels: [String], at places: ArraySlice<(line: Int, column: Int)>, row y: Int
    ) {
        for (control, (label, place)) in zip(controls, zip(labels, places)) {
            button(label, action: control.enabled ? .send(control.intent) : nil, row: y + place.line, column: place.column)
        }
    }

    /// The help text at the bottom, wrapped at its " · " onto the rows from `firstRow` (by default
    /// the last row only) to the last, or to the one above it while a notice or message takes the
    /// last row. From the first part that finds no room on, the parts are left out (all of
    /// them where `firstRow` is below the rows left).
    mutating func drawHelp(_ key: TextKey, from firstRow: Int? = nil) {
        let width = size.columns - 2
        let lastRow = state.notice != nil || message != nil ? size.rows - 2 : size.rows - 1
        let room = lastRow + 1 - (firstRow ?? lastRow)
        guard room > 0 else { return }
        var lines: [String] = []
        for part in text.text(key).split(separator: " · ").map(String.init) {
            if let last = lines.last, last.count + 3 + part.count <= width {
                lines[lines.count - 1] = last + " · " + part
            } else if lines.count < room, lines.isEmpty || part.count <= width {
                lines.append(part)
            } else {
                break
            }
        }
        for (offset, line) in lines.enumerated() {
            canvas.write(line, row: lastRow + 1 - lines.count + offset, column: 1, style: Palette.help)
        }
    }

    /// The text in lines of at most `width` characters, broken between words.
    static func lines(of text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        // Items joined by " · " break between them; an item that does not fit a line of its own
        // breaks between its words, as plain text does.
        let items = text.split(separator: " · ")
        for (index, item) in items.enumerated() {
            let piece = index < items.count - 1 ? String(item) + " ·" : String(item)
            if !line.isEmpty, line.count + 1 + piece.count <= width {
                line += " " + piece
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
            }
            for word in piece.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        return line.isEmpty ? lines : lines + [line]
    }

    // MARK: Main and options screens

    /// The title, a note under it wrapped between words (the tutorial's offer), the rows, the help.
    private mutating func drawMenu(title: String, note: String?, rows: [MenuRow], help: TextKey) {
        canvas.write(title, row: 1, column: 2, style: TextStyle(bold: true, underline: true))
        let noteLines = Self.lines(of: note ?? "", width: size.columns - 3)
        for (offset, line) in noteLines.enumerated() {
            canvas.write(line, row: 2 + offset, column: 2, style: Palette.hintText)
        }
        var y = max(3, 2 + noteLines.count)
        for (index, row) in rows.enumerated() {
            y = drawRow(row, row: y, focused: index == focus.item)
        }
        drawHelp(help)
    }

    private mutating func drawOptions(_ options: OptionsScreenState) {
        let rows = MenuRow.options(options)
        let back = rows.count - 1
        let save = rows.count - 2
        var x = button(KeyHint.label(options.back), action: .send(options.back.intent), row: 0, column: 1,
                       focused: focus.item == back)
        x = canvas.write(options.title, row: 0, column: x + 3, style: TextStyle(bold: true))
        button(KeyHint.label(options.save), action: .send(options.save.intent), row: 0, column: x + 3,
               focused: focus.item == save)
        var y = 2
        for (index, row) in rows.enumerated() where row.action == nil {
            y = drawRow(row, row: y, focused: index == focus.item) + 1
        }
        drawHelp(.helpOptions)
    }

    /// Draws one menu row from a screen row and returns the next free screen row.
    mutating func drawRow(_ row: MenuRow, row y: Int, focused: Bool) -> Int {
        canvas.write(focused ? "›" : " ", row: y, column: 2, style: TextStyle(bold: true))
        if let action = row.action {
            // A long row (a played game's, on a narrow terminal) wraps; every line of it takes the click.
            let lines = row.label.count > size.columns - 5 ? Self.lines(of: row.label, width: size.columns - 5) : [row.label]
            for (offset, line) in lines.enumerated() {
                button(line, action: action, row: y + offset, column: 4, focused: focused)
            }
            return y + lines.count
        }
        let labelEnd = canvas.write(row.label, row: y, column: 4, style: focused ? Palette.focused : .plain)
        if let toggle = row.toggle {
            button(toggle.on ? "[✓]" : "[ ]", action: .send(toggle.intent), row: y, column: labelEnd + 2)
            return y + 1
        }
        return drawChoices(row.choices, row: y, after: labelEnd)
    }

    /// Radio buttons after the label, wrapping onto indented lines where they do not fit (a choice
    /// longer than a line onto lines of its own), or `‹ value ›` when there are more values than
    /// the five opponents.
    private mutating func drawChoices(_ choices: [ChoiceState], row y: Int, after labelEnd: Int) -> Int {
        guard choices.count <= 5 else {
            guard let selected = choices.firstIndex(where: \.selected) else { return y + 1 }
            let x = labelEnd + 2
            if selected > 0 {
                button("‹", action: .send(choices[selected - 1].intent), row: y, column: x)
            }
            let end = canvas.write(" \(choices[selected].label) ", row: y, column: x + 1, style: TextStyle(bold: true))
            if selected + 1 < choices.count {
                button("›", action: .send(choices[selected + 1].intent), row: y, column: end)
            }
            return y + 1
        }
        let labels = choices.map { ($0.selected ? "(•) " : "( ) ") + $0.label }
        let width = size.columns - 11
        if labels.contains(where: { $0.count > width + 4 }) {
            // A choice longer than a line: one choice a line under the label, its words wrapped under its text.
            var line = y
            for (choice, label) in zip(choices, labels) {
                for (index, piece) in Self.lines(of: label, width: width).enumerated() {
                    line += 1
                    button(piece, action: .send(choice.intent), row: line, column: index == 0 ? 6 : 10)
                }
            }
            return line + 1
        }
        let places = rowLayout(labels, gap: 3, start: labelEnd + 2, indent: 6)
        for (choice, (label, place)) in zip(choices, zip(labels, places)) {
            button(label, action: .send(choice.intent), row: y + place.line, column: place.column)
        }
        return y + (places.last?.line ?? 0) + 1
    }

    // MARK: Dialogs

    private mutating func drawDialog(_ dialog: DialogState) {
        for row in 0..<size.rows {
            canvas.restyle(row: row, columns: 0..<size.columns) { $0.dim = true; $0.bold = false }
        }
        hits = []
        let labels = dialog.buttons.map(KeyHint.label)
        let buttonsWidth = labels.reduce(0) { $0 + $1.count } + 3 * (labels.count - 1)
        // The message in bold, then the detail and the notes (a new personal best), wrapped to the screen.
        let textWidth = max(size.columns - 6, 1)
        let texts = [dialog.message, dialog.detail ?? ""] + dialog.notes
        let lines = texts.enumerated().flatMap { index, text in Self.lines(of: text, width: textWidth).map { ($0, index == 0) } }
        let extra = lines.count - 1
        let inner = min(max(lines.map(\.0.count).max() ?? 0, buttonsWidth) + 4, max(size.columns - 2, 0))
        let left = max((size.columns - inner - 2) / 2, 0)
        // A game's result sits at the bottom, over the buttons, so that the board and its winning
        // line stay in view (in the middle where the board leaves no room); other dialogs sit in the middle.
        let underBoard = size.rows - 7 - extra
        let result = (dialog.kind == .winner || dialog.kind == .draw) && boardBottom.map { underBoard >= $0 } == true
        let top = max(result ? underBoard : (size.rows - 6 - extra) / 2, 0)
        let blank = String(repeating: " ", count: inner)
        if result {
            // The buttons and hints behind it would show at its sides, half cut.
            for row in top..<min(top + 6 + extra, size.rows - 1) {
                canvas.write(String(repeating: " ", count: size.columns), row: row, column: 0)
            }
        }
        canvas.write("╭" + String(repeating: "─", count: inner) + "╮", row: top, column: left)
        for offset in 1...4 + extra {
            canvas.write("│" + blank + "│", row: top + offset, column: left)
        }
        canvas.write("╰" + String(repeating: "─", count: inner) + "╯", row: top + 5 + extra, column: left)
        for (offset, (line, bold)) in lines.enumerated() {
            canvas.write(line, row: top + 2 + offset, column: left + 1 + max((inner - line.count) / 2, 0), style: TextStyle(bold: bold))
        }
        var x = left + 1 + (inner - buttonsWidth) / 2
        for (index, (button, label)) in zip(dialog.buttons, labels).enumerated() {
            x = self.button(label, action: .send(button.intent), row: top + 4 + extra, column: x,
                            focused: index == focus.item) + 3
        }
    }
}
