import AndoraModel
import AndoraCore
import AndoraEngine
@testable import AndoraTerminal
import AndoraTestSupport
import Testing

/// The engine's review in the terminal: R on the replay reviews the game; the review shows as a text bar, a
/// line of blocks, marks after the moves, the note and the summary; V and M answer.
@Suite(.cpuBound) struct ReviewInTerminalTests {
    /// The terminal on the replay of O's win under `first` (history id 3).
    private func replaying() throws -> TerminalHarness {
        let moves = try Cell.moves(notation: "e8 d6 c8 i5 h5 f4 i2 h4 e1 d2 b6 f9 h8 e5 f6 h9 e7 d3 b9 f8 h6 f7 h1 d1")
        let game = SavedGame(
            board: .andora(try GameRecord(rules: .andora(strategy: .first), moves: moves)), confirmTurn: false,
            opponent: .human, computerPlays: .o, startedAt: 1_000)
        var harness = TerminalHarness(model: AppModel())
        _ = harness.press(.character("h"), size: .roomy)
        _ = harness.receive(.fetched(HistoryQuery(), HistoryPage(
            entries: [HistoryEntry(id: 3, game: PlayedGame(game: game, endedAt: 90_000, result: .won(.o)))], total: 1)))
        return harness.typing("\u{1B}[B\u{1B}[B\u{1B}[B\r")
    }

    @Test func rReviewsTheGameAndTheScreenShowsWhatItFound() throws {
        var harness = try replaying()
        #expect(harness.screen(.roomy).contains("[R] Review the game"))
        var effects = harness.press(.character("r"), size: .roomy) ?? []
        while let request = effects.compactMap({ if case .think(let request) = $0 { request } else { nil } }).first {
            effects = harness.receive(request.answer())
        }
        let screen = harness.screen(.roomy)
        for text in ["O won", "Review complete", "h1?", "[V] Show the better move", "[M] Biggest mistake", "?! inaccuracy · ? mistake · ?? blunder", "X: accuracy"] {
            #expect(screen.contains(text), "missing \(text)")
        }
        _ = harness.press(.character("m"), size: .roomy)
        let mistake = harness.screen(.roomy)
        #expect(["inaccuracy", "mistake", "blunder"].contains { mistake.contains(": \($0), X's chances fell from ") }, "\(mistake)")
        _ = harness.press(.character("v"), size: .roomy)
        #expect(harness.screen(.roomy).contains("[V] Hide the better move"))
    }

    @Test func rInTheResultDialogReviewsTheGameJustPlayed() throws {
        var model = AppModel()
        model.send(.startGame)
        for cell in try Cell.moves(notation: AndoraGames.oWinsFirst) { model.send(.tapCell(cell)) }
        var harness = TerminalHarness(model: model)
        #expect(harness.screen(.roomy).contains("[Enter] Close") && harness.screen(.roomy).contains("[R] Review"))
        let effects = harness.press(.character("r"), size: .roomy) ?? []
        #expect(effects == [.fetch(.history(HistoryQuery()))], "History's newest page, to open the game just played")
    }

    @Test func theReplayShowsTheCurrentMoveWhereTheMovesDoNotFitAndWrapsItsHelp() throws {
        let narrow = TerminalSize(columns: 80, rows: 40)
        let screen = try replaying().screen(narrow)
        let moves = try #require(screen.split(separator: "\n").first { $0.contains("e8") || $0.contains("… ") })
        #expect(moves.contains("… ") && moves.hasSuffix("d1"), "the last move, the current one, shows: \(moves)")
        for part in ["Left/Right step", "M biggest mistake", "click a move"] {
            #expect(screen.contains(part), "the help's \(part) shows")
        }
    }

    @Test func theReplaysHelpLeavesTheLastRowToTheMessage() throws {
        let narrow = TerminalSize(columns: 80, rows: 40)
        let harness = try replaying()
        let message = "Saved andora-1970-01-01-3.svg and andora-1970-01-01-3.txt here."
        let frame = ScreenRenderer.render(harness.model.state, focus: harness.focus, size: narrow, message: message)
        let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[narrow.rows - 1].trimmingCharacters(in: .whitespaces) == message, "\(lines[narrow.rows - 1])")
        #expect(lines[narrow.rows - 2].hasSuffix("click a move"), "the help ends above it: \(lines[narrow.rows - 2])")
    }

    /// One page has no page buttons; with more, they show without an empty key.
    @Test func historysPageButtonsShowOnlyWithMorePagesAndWithNoEmptyKey() throws {
        var history = try replaying().typing("\u{1B}")
        let game = PlayedGame(game: SavedGame(board: .andora(try GameRecord(rules: .andora(strategy: .first), moves: [])), confirmTurn: false),
                              endedAt: 90_000, result: .abandoned)
        _ = history.receive(.fetched(HistoryQuery(), HistoryPage(entries: [HistoryEntry(id: 3, game: game)], total: 1)))
        #expect(history.screen(.roomy).contains("Abandoned") && !history.screen(.roomy).contains("Previous"), "one page")
        _ = history.receive(.fetched(HistoryQuery(), HistoryPage(entries: [HistoryEntry(id: 3, game: game)], total: 21)))
        let screen = history.screen(.roomy)
        #expect(screen.contains("Previous") && screen.contains("Next") && !screen.contains("[]"), "\(screen)")
    }

    @Test func theChartIsALineOfBlocksSqueezedToItsWidth() {
        #expect(ScreenRenderer.sparkline([50, 100, 0, nil], step: 0, width: 4) == "▅█▁·")
        #expect(ScreenRenderer.sparkline([0, 0, 100, 100], step: 0, width: 2) == "▁█")
    }
}
