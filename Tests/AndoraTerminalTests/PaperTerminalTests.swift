import AndoraModel
import AndoraCore
import AndoraTerminal
import Testing

@Suite struct PaperTerminalTests {
    /// A session on a pencil & paper sheet, tap mode.
    private let sheet = TerminalHarness(model: AppModel(options: Options(mode: .paper))).typing("\r")

    @Test func theTerminalDrawsTheBoardForThePlayer() throws {
        let paper = try #require(sheet.model.state.paper)
        #expect(paper.lines.count == 4)
        #expect(paper.cells.count == 9)
        #expect(paper.prompt == "It's X's turn")
        let screen = sheet.screen(.standard)
        #expect(screen.contains("It's X's turn"))
        #expect(screen.contains("X: 0 · O: 0 · Ties: 0"))
        // Hand-drawn look: crossings, and across lines that waver between high, middle and low strokes.
        #expect(screen.filter { $0 == "┼" }.count >= 4)
        #expect(screen.contains("─") && (screen.contains("_") || screen.contains("‾")))
    }

    @Test func enterPlacesXThenOAndArrowsMoveBetweenSquares() throws {
        let session = sheet.typing("\r\u{1B}[D\r")
        let cells = try #require(session.model.state.paper?.cells)
        #expect(cells[4].sign == .x)
        #expect(cells[3].sign == .o)
        let screen = session.screen(.standard)
        #expect(screen.contains("╳"))
        #expect(screen.contains("╭─╮"))
        #expect(session.typing("\r").model.state.paper?.fading?.reason == "This cell is already marked")
    }

    @Test func uTakesBackTheLastSign() throws {
        let placed = sheet.typing("\r\u{1B}[D\r")
        #expect(placed.screen(.standard).contains("[U] Undo"))
        let undone = try #require(placed.typing("u").model.state.paper)
        #expect(undone.cells[3].sign == .none && undone.cells[4].sign == .x && undone.turn == .o)
    }

    @Test func clickingASquareTapsIt() throws {
        var session = sheet
        let hit = try #require(session.frame(size: .standard).hits.first {
            if case .send(.tapPoint) = $0.action { true } else { false }
        })
        _ = session.press(.click(row: hit.row, column: hit.columns.lowerBound), size: .standard)
        #expect(session.model.state.paper?.cells[0].sign == .x)
    }

    /// A whole session: X wins along the top row, the line and the score show, N clears the sheet and
    /// the terminal draws a new board; a tie shows "- TIE -".
    @Test func aSessionOfTwoGamesKeepsTheScore() throws {
        let up = "\u{1B}[A", down = "\u{1B}[B", left = "\u{1B}[D", right = "\u{1B}[C"
        // Squares: X 0, O 3, X 1, O 4, X 2 (cursor starts on 4).
        let won = sheet.typing(up + left + "\r" + down + "\r" + up + right + "\r" + down + "\r" + up + right + "\r")
        let paper = try #require(won.model.state.paper)
        #expect(paper.result == "X won")
        #expect(paper.winningLines.count == 1)
        let screen = won.screen(.standard)
        #expect(screen.contains("X won"))
        #expect(screen.contains("X: 1 · O: 0 · Ties: 0"))
        #expect(screen.contains("[N] New board"))
        #expect(won.typing("\r").model.state.paper?.cells[5].sign == CellMark.none)
        let fresh = won.typing("n")
        #expect(fresh.model.state.paper?.lines.count == 4)
        #expect(fresh.model.state.paper?.cells.allSatisfy { $0.sign == .none } == true)
        #expect(fresh.model.state.paper?.score.xWins == 1)
        // Tie: 0 1 2 4 3 5 7 6 8 from the top left; the cursor is still on square 2.
        let home = left + left
        let moves = [home + "\r", right + "\r", right + "\r", down + left + "\r", left + "\r", right + right + "\r",
                     down + left + "\r", left + "\r", right + right + "\r"]
        let tie = fresh.typing(up + up + moves.joined())
        #expect(tie.model.state.paper?.result == "- TIE -")
        #expect(tie.screen(.standard).contains("- TIE -"))
        #expect(tie.screen(.standard).contains("X: 1 · O: 0 · Ties: 1"))
    }

    @Test func nDoesNothingWhileTheGameRuns() {
        let session = sheet.typing("\r")
        #expect(session.typing("n").model == session.model)
    }

    @Test func aSmallTerminalSaysHowLargeItMustBe() {
        #expect(sheet.screen(TerminalSize(columns: 50, rows: 20)).contains("Make the terminal at least 58×22"))
    }

    @Test func drawingSignsNeedsAPen() {
        let drawing = TerminalHarness(model: AppModel(options: Options(mode: .paper, paperInput: .draw))).typing("\r")
        #expect(drawing.model.state.paper?.cells.count == 9)
        #expect(drawing.screen(.standard).contains("Drawing signs needs a pen: choose tapping in Options"))
        #expect(drawing.typing("\r").model == drawing.model)
    }

    @Test func theSheetSpeaksRussian() {
        let russian = TerminalHarness(model: AppModel(options: Options(mode: .paper, language: .ru))).typing("\r")
        #expect(russian.screen(.standard).contains("Ходит X"))
        #expect(russian.screen(.standard).contains("X: 0 · O: 0 · Ничьи: 0"))
    }
}
