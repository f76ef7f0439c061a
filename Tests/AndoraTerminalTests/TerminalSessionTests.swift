import AndoraModel
import AndoraCore
import AndoraTerminal
import Testing

@Suite struct TerminalSessionTests {
    private let start = TerminalHarness(model: AppModel())

    @Test func enterOnTheMainScreenStartsTheDefaultGame() {
        let session = start.typing("\r")
        #expect(session.model.state.screen == .game)
        #expect(session.model.state.game?.board.mode == .andora)
    }

    /// After the move the cursor goes where the next one must be made: d4 sends O to the bottom left
    /// mini-field, whose bottom left cell is a1.
    @Test func typingACellMovesTheCursorEnterPlacesThereAndTheCursorGoesToTheAllowedField() {
        let typed = start.typing("\rd4")
        #expect(typed.focus.cell == Cell(column: 3, row: 3))
        let session = typed.typing("\r")
        #expect(session.model.state.game?.board.cells.first { $0.name == "d4" }?.mark == .x)
        #expect(session.focus.cell == Cell(column: 0, row: 0))
        #expect(session.typing("\r").model.state.game?.board.cells.first { $0.name == "a1" }?.mark == .o, "Enter plays there")
    }

    /// The clock's state every second leaves the cursor where the player moved it, an occupied cell too.
    @Test func theCursorStaysWhereThePlayerMovesItWhileTheBoardIsUnchanged() {
        var model = AppModel()
        model.send(.startGame)
        model.send(.tapCell(Cell(column: 4, row: 4)))
        var session = TerminalSession(state: model.state)
        _ = session.show(model.state)
        #expect(session.focus.cell != Cell(column: 4, row: 4), "off the move just made")
        _ = session.press(.character("e"), size: .roomy)
        _ = session.press(.character("5"), size: .roomy)
        #expect(session.focus.cell == Cell(column: 4, row: 4))
        _ = session.show(model.state)
        #expect(session.focus.cell == Cell(column: 4, row: 4))
    }

    @Test func onAClassicBoardTheCursorGoesToTheNearestFreeCellAfterAMove() {
        let session = TerminalHarness(model: AppModel(options: Options(mode: .classic))).typing("\r\r")
        #expect(session.model.state.game?.board.cells.first { $0.name == "b2" }?.mark == .x)
        let cursor = session.focus.cell
        #expect(cursor != Cell(column: 1, row: 1) && abs(cursor.column - 1) + abs(cursor.row - 1) == 1)
    }

    @Test func aTypedNameThatIsNoCellIsSaidSoAndNothingIsPlaced() {
        for typed in ["e0", "e10", "e", "z9"] {
            let session = start.typing("\r\u{1B}[A" + typed + "\r")
            #expect(session.model.state.game?.board.cells.allSatisfy { $0.mark == CellMark.none } == true)
            #expect(session.session.message == "\(typed) is not a cell on this board: columns a–i, rows 1–9")
            #expect(session.focus.typed.isEmpty)
        }
        let russian = TerminalHarness(model: AppModel(options: Options(language: .ru))).typing("\rk9\r")
        #expect(russian.session.message == "k9 — нет такой клетки: столбцы a–i, строки 1–9")
    }

    @Test func arrowsMoveTheCursorWithinTheBoard() {
        let session = start.typing("\r" + String(repeating: "\u{1B}[A", count: 9) + "\u{1B}[D")
        #expect(session.focus.cell == Cell(column: 3, row: 8))
    }

    @Test func escapeAsksBeforeLeavingAndYConfirms() {
        let asking = start.typing("\r\r\u{1B}")
        #expect(asking.model.state.dialog?.kind == .exitConfirmation)
        #expect(asking.typing("n").model.state.dialog == nil)
        #expect(asking.typing("y").model.state.screen == .main)
        #expect(asking.typing("\u{1B}").model.state.screen == .game)
    }

    @Test func enterInTheExitDialogPressesTheSafeChoice() {
        let asking = start.typing("\r\r\u{1B}")
        let kept = asking.typing("\r")
        #expect(kept.model.state.dialog == nil && kept.model.state.screen == .game)
    }

    @Test func buttonKeysWorkOnTheGameScreen() {
        let session = start.typing("\r\ru")
        #expect(session.model.state.game?.board.cells.allSatisfy { $0.mark == .none } == true)
        #expect(session.typing("R").model.state.game?.turn == .o)
    }

    @Test func r5_1_3_pPausesCoveringTheFieldAndPResumes() {
        let playing = start.typing("\re5\r")
        #expect(playing.screen().contains("Time: X 0:00, O 0:00"))
        let paused = playing.typing("p")
        let screen = paused.screen()
        #expect(screen.contains("Paused. The field is hidden until you resume."))
        #expect(playing.screen().filter { $0 == "X" }.count > 1)
        #expect(screen.filter { $0 == "X" }.count == 1, "no mark is drawn, only the clock's X:\n\(screen)")
        #expect(screen.contains("[P] Resume"))
        #expect(paused.typing("e4\r").model.state.game?.board.cells.first { $0.name == "e4" }?.mark == CellMark.none,
                "the field takes no moves while paused")
        let resumed = paused.typing("p")
        #expect(resumed.screen().contains("[P] Pause"))
        #expect(resumed.typing("e4\r").model.state.game?.board.cells.first { $0.name == "e4" }?.mark == .o)
    }

    @Test func finishTurnKeyConfirmsAPendingMark() {
        let pending = TerminalHarness(model: AppModel(options: Options(confirmTurn: true))).typing("\re5\r")
        #expect(pending.model.state.game?.turn == .x)
        #expect(pending.typing("t").model.state.game?.turn == .o)
    }

    @Test func ctrlCQuits() {
        var session = start
        #expect(session.press(.interrupt, size: .roomy) == nil)
        #expect(session.press(.character("q"), size: .roomy) == nil)
    }

    @Test func clickingACellPlacesAMark() throws {
        var session = start.typing("\r")
        let hit = try #require(session.frame(size: .roomy).hits.first { $0.action == .send(.tapCell(Cell(column: 0, row: 8))) })
        _ = session.press(.click(row: hit.row, column: hit.columns.lowerBound), size: .roomy)
        #expect(session.model.state.game?.board.cells.first?.mark == .x)
        let cursor = session.focus.cell
        #expect(cursor != Cell(column: 0, row: 8) && cursor.column < 3 && cursor.row >= 6, "a9 sends O to the top left mini-field")
    }

    @Test func optionsAreChangedWithArrowsAndSavedWithS() {
        var session = start.typing("\u{1B}[B\u{1B}[B\r")
        #expect(session.model.state.screen == .options)
        session = session.typing("\u{1B}[C")
        #expect(session.model.state.options?.strategy.choices.last?.selected == true)
        var saved = session
        let effects = saved.press(.character("s"), size: .roomy)
        #expect(effects == [.store(.options(Options(strategy: .any)))])
        #expect(session.typing("\u{1B}").model.options == .default)
    }

    @Test func theModeIsChosenWithM() {
        #expect(start.typing("m").model.options.mode == .classic)
    }
}
