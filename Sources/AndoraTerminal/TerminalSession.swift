import AndoraModel
import AndoraCore

/// The terminal front end without I/O: states in, keys in, intents and a screen out.
public struct TerminalSession: Sendable {
    /// The state on screen, as the app model last gave it.
    public private(set) var state: AppState
    public private(set) var focus = TerminalFocus()
    /// A line the terminal says by itself (where files were saved), until the next key.
    public private(set) var message: String?
    /// The screen and dialog the focus belongs to; when they change, the focus starts afresh.
    private var context = ""
    /// The marks of the board last shown: the cursor follows the play only when they change (a state
    /// comes every second while the clock runs, and the player may be moving the cursor meanwhile).
    private var shownMarks: [CellMark] = []

    public init(state: AppState) {
        self.state = state
        resetFocusIfNeeded()
    }

    /// What to draw now.
    public func frame(size: TerminalSize) -> Frame {
        ScreenRenderer.render(state, focus: focus, size: size, message: message)
    }

    /// Shows a line of the terminal's own until the next key.
    public mutating func tell(_ message: String) {
        self.message = message
    }

    /// Handles a key or click: the intent to send, ``TerminalAction/quit``, or `nil` when only the
    /// cursor or focus moved.
    public mutating func press(_ key: Key, size: TerminalSize) -> TerminalAction? {
        message = nil
        let action = action(for: key, size: size)
        if case .send(.tapCell(let cell)) = action { focus.cell = cell }
        return action
    }

    /// Shows the model's new state; returns the intents the terminal sends on its own: a terminal
    /// has no pen, so a blank pencil & paper sheet gets the board drawn for the player.
    public mutating func show(_ state: AppState) -> [AppIntent] {
        self.state = state
        resetFocusIfNeeded()
        keepCursorPlayable()
        guard state.paper?.lines.isEmpty == true, state.dialog == nil else { return [] }
        return PaperPage.boardStrokes.map { .stroke($0) }
    }

    private mutating func action(for key: Key, size: TerminalSize) -> TerminalAction? {
        switch key {
        case .interrupt:
            return .quit
        case .click(let row, let column):
            focus.typed = ""
            return frame(size: size).action(atRow: row, column: column)
        case .escape:
            return .send(.back)
        default:
            break
        }
        if let dialog = state.dialog {
            return dialogAction(dialog, key)
        }
        if let game = state.game {
            return boardAction(size: game.board.size, controls: game.controls, key)
        }
        if let match = state.match {
            return boardAction(size: match.game.board.size, controls: match.controls, key)
        }
        if let tutorial = state.tutorial {
            return boardAction(size: tutorial.board.size, controls: tutorial.controls, key)
        }
        if let puzzles = state.puzzles {
            return boardAction(size: puzzles.board.size, controls: puzzles.controls, key)
        }
        if let paper = state.paper {
            return paperAction(paper, key)
        }
        if let replay = state.replay {
            return replayAction(replay, key)
        }
        if let statistics = state.statistics {
            return statisticsAction(statistics, key)
        }
        if let history = state.history, case .character("d") = key {
            // D deletes the game whose row has the focus (the rows after the three pickers).
            let index = focus.item - 3
            return history.rows.indices.contains(index) ? .send(history.rows[index].delete.intent) : nil
        }
        let rows = state.main.map { MenuRow.main($0, quit: Localizer(language: state.language).text(.quit)) }
            ?? state.options.map(MenuRow.options) ?? state.history.map(MenuRow.history) ?? []
        return menuAction(rows, key)
    }

    private mutating func dialogAction(_ dialog: DialogState, _ key: Key) -> TerminalAction? {
        switch key {
        case .enter, .space:
            return dialog.buttons.indices.contains(focus.item) ? .send(dialog.buttons[focus.item].intent) : nil
        case .left, .up:
            focus.item = max(focus.item - 1, 0)
        case .right, .down, .tab:
            focus.item = min(focus.item + 1, dialog.buttons.count - 1)
        case .character(let character):
            return dialog.buttons.first { KeyHint.key(for: $0.intent) == character.uppercased() }.map { .send($0.intent) }
        default:
            break
        }
        return nil
    }

    private mutating func menuAction(_ rows: [MenuRow], _ key: Key) -> TerminalAction? {
        guard !rows.isEmpty else { return nil }
        let row = rows[min(focus.item, rows.count - 1)]
        switch key {
        case .up:
            focus.item = max(focus.item - 1, 0)
        case .down, .tab:
            focus.item = min(focus.item + 1, rows.count - 1)
        case .enter, .space:
            return row.enterAction
        case .left:
            return row.step(-1)
        case .right:
            return row.step(1)
        case .character(let character):
            return rows.first { $0.label.hasPrefix("[\(character.uppercased())]") }?.enterAction
        default:
            break
        }
        return nil
    }

    /// The game and match screens and the tutorial: the cursor, typed cell names, and the buttons' keys.
    private mutating func boardAction(size: Int, controls: [ButtonState], _ key: Key) -> TerminalAction? {
        if case .character(let character) = key, let typed = typing(character, size: size) {
            focus.typed = typed
            if let cell = try? Cell(notation: typed), cell.isOnBoard(ofSize: size) {
                focus.cell = cell
            }
            return nil
        }
        if key == .backspace, !focus.typed.isEmpty {
            focus.typed.removeLast()
            return nil
        }
        if key == .enter || key == .space, !focus.typed.isEmpty {
            return typedCellAction(size: size)
        }
        focus.typed = ""
        switch key {
        case .up: moveCursor(columns: 0, rows: 1, size: size)
        case .down: moveCursor(columns: 0, rows: -1, size: size)
        case .left: moveCursor(columns: -1, rows: 0, size: size)
        case .right: moveCursor(columns: 1, rows: 0, size: size)
        case .enter, .space: return .send(.tapCell(focus.cell))
        case .character(let character):
            let buttons = controls.filter(\.enabled)
            if let button = buttons.first(where: { KeyHint.key(for: $0.intent) == character.uppercased() }) {
                return .send(button.intent)
            }
            // Any other letter that is no button here starts a name that Enter then says is no cell,
            // rather than being dropped.
            if character.isASCII, character.isLowercase {
                focus.typed = String(character)
            }
        default: break
        }
        return nil
    }

    /// Up and Down scroll the statistics (the focus is the first line shown); Enter goes back.
    private mutating func statisticsAction(_ statistics: StatisticsScreenState, _ key: Key) -> TerminalAction? {
        switch key {
        case .up: focus.item = max(focus.item - 1, 0)
        case .down: focus.item += 1
        case .enter: return .send(statistics.back.intent)
        default: break
        }
        return nil
    }

    /// Left/Right step through the game, S and E go to its start and end, Space plays it on, G plays from
    /// here, X saves the picture and the moves; R reviews the game, V shows the better move, M jumps
    /// to the biggest mistake.
    private func replayAction(_ replay: ReplayScreenState, _ key: Key) -> TerminalAction? {
        if key == .character("x") || key == .character("X") { return .saveReplay }
        let button: ButtonState? = switch key {
        case .left: replay.previous
        case .right: replay.next
        case .character("s"), .character("S"): replay.first
        case .character("e"), .character("E"): replay.last
        case .space: replay.autoplay
        case .character("g"), .character("G"): replay.playFromHere
        case .character("r"), .character("R"): replay.review?.start
        case .character("v"), .character("V"): replay.review?.betterMove
        case .character("m"), .character("M"): replay.review?.biggestMistake
        default: nil
        }
        return button.flatMap { $0.enabled ? .send($0.intent) : nil }
    }

    /// Arrows move the cursor over the nine squares, Enter or Space taps the square, U takes back the
    /// last sign, N clears a finished sheet.
    private mutating func paperAction(_ sheet: PaperScreenState, _ key: Key) -> TerminalAction? {
        switch key {
        case .up: moveCursor(columns: 0, rows: 1, size: 3)
        case .down: moveCursor(columns: 0, rows: -1, size: 3)
        case .left: moveCursor(columns: -1, rows: 0, size: 3)
        case .right: moveCursor(columns: 1, rows: 0, size: 3)
        case .enter, .space:
            let index = PaperSquare.index(of: focus.cell)
            guard sheet.cells.indices.contains(index) else { return nil }
            let centre = sheet.cells[index].center
            return .send(.tapPoint(x: centre.x, y: centre.y))
        case .character(let character):
            let control = sheet.controls.first { $0.enabled && KeyHint.key(for: $0.intent) == character.uppercased() }
            return control.map { .send($0.intent) }
        default: break
        }
        return nil
    }

    /// Enter or Space after a typed cell name places there; a name that is no cell of this board is
    /// said so, and nothing is placed (the cursor's cell is not what the player named).
    private mutating func typedCellAction(size: Int) -> TerminalAction? {
        let typed = focus.typed
        focus.typed = ""
        if let cell = try? Cell(notation: typed), cell.isOnBoard(ofSize: size) {
            return .send(.tapCell(cell))
        }
        message = Localizer(language: state.language).text(.notACell, typed, String(Self.lastColumn(size)), size)
        return nil
    }

    private static func lastColumn(_ size: Int) -> Character {
        Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(size - 1)))
    }

    /// The typed cell name after a key, if the key types one: a column letter starts it, digits follow.
    private func typing(_ character: Character, size: Int) -> String? {
        if character.isLowercase, ("a"...Self.lastColumn(size)).contains(character) {
            return String(character)
        }
        if character.isASCII, character.isNumber, !focus.typed.isEmpty, focus.typed.count < 3 {
            return focus.typed + String(character)
        }
        return nil
    }

    private mutating func moveCursor(columns: Int, rows: Int, size: Int) {
        focus.cell = Cell(
            column: min(max(focus.cell.column + columns, 0), size - 1), row: min(max(focus.cell.row + rows, 0), size - 1))
    }

    /// The board the cursor moves over: the game's, the match's, the tutorial's or the puzzle's.
    private var shownBoard: BoardState? {
        state.game?.board ?? state.match?.game.board ?? state.tutorial?.board ?? state.puzzles?.board
    }

    /// Once the cursor's cell can no longer be played (a move was made there), the cursor goes to the
    /// playable cell nearest the same place in the one mini-field now allowed (nearest its own cell
    /// otherwise), so the next move starts where it must be made, as the page's focus ring does.
    private mutating func keepCursorPlayable() {
        guard let board = shownBoard else { return }
        let marks = board.cells.map(\.mark)
        guard marks != shownMarks else { return }
        shownMarks = marks
        let playable = board.cells.filter(\.enabled).compactMap { try? Cell(notation: $0.name) }
        let current = focus.cell
        guard !playable.isEmpty, !playable.contains(current) else { return }
        let fields = Set(playable.map { Cell(column: $0.column / 3, row: $0.row / 3) })
        var target = current
        if board.mode == .andora, fields.count == 1, let field = fields.first {
            target = Cell(column: field.column * 3 + current.column % 3, row: field.row * 3 + current.row % 3)
        }
        let distance = { (cell: Cell) in
            (cell.column - target.column) * (cell.column - target.column) + (cell.row - target.row) * (cell.row - target.row)
        }
        focus.cell = playable.min { distance($0) < distance($1) } ?? current
    }

    /// New screen or dialog: the first row, the dialog's safe choice, the board's centre (on a board
    /// opened from the main screen or shown at launch).
    private mutating func resetFocusIfNeeded() {
        let current = "\(state.screen)/\(state.dialog?.kind.rawValue ?? "")"
        guard current != context else { return }
        let cameFromMain = context.isEmpty || context.hasPrefix("main")
        context = current
        focus.typed = ""
        focus.item = state.dialog?.focus ?? 0
        if let board = shownBoard, cameFromMain {
            focus.cell = Cell(column: board.size / 2, row: board.size / 2)
        }
        if state.paper != nil, cameFromMain {
            focus.cell = Cell(column: 1, row: 1)
        }
    }
}
