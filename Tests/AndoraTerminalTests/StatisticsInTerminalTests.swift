import AndoraModel
import AndoraCore
import AndoraTerminal
import Testing

/// R5.1.9 and R5.4.2 in the terminal: W on the main screen opens the statistics, drawn as text
/// with a coloured results bar, scrolled by the arrows.
@Suite struct StatisticsInTerminalTests {
    private func game(_ result: GameResult, against opponent: Opponent = .human) -> GameSummary {
        GameSummary(
            rules: .andora(.first), opponent: opponent, computerPlays: .o, result: result, endedAt: 0,
            playTime: 83_000, moveCount: 31)
    }

    private func statistics() -> TerminalHarness {
        var harness = TerminalHarness(model: AppModel())
        #expect(harness.press(.character("w"), size: .standard) == [.fetch(.summaries)])
        _ = harness.receive(.summaries([
            game(.won(.x)), game(.won(.x), against: .expert), game(.won(.o), against: .expert), game(.draw),
        ]))
        return harness
    }

    @Test func r5_1_9_wShowsTheStatisticsOfEachRuleSet() throws {
        let harness = statistics()
        let screen = harness.screen(.standard)
        for text in [
            "[Esc] Back", "Statistics", "Days in a row: 1", "Andora (first)", "█ X won 2", "█ O won 1", "█ Draw 1",
            "Games", "Fastest win", "1:23", "Computer (expert)", "won 1, drawn 0, lost 1 · 50%",
        ] {
            #expect(screen.contains(text), "missing \(text)")
        }
        let frame = harness.frame(size: .standard)
        let bar = try #require(frame.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("  █") })
        #expect(frame.canvas.style(row: bar, column: 2)?.foreground == 209, "X's wins in X's colour first")
    }

    @Test func upAndDownScrollAndEnterGoesBack() {
        var harness = statistics()
        let top = harness.screen(TerminalSize(columns: 80, rows: 8))
        _ = harness.press(.down, size: .standard)
        _ = harness.press(.down, size: .standard)
        let scrolled = harness.screen(TerminalSize(columns: 80, rows: 8))
        #expect(top.contains("Days in a row") && !scrolled.contains("Days in a row"))
        _ = harness.press(.enter, size: .standard)
        #expect(harness.model.state.screen == .main)
    }
}
