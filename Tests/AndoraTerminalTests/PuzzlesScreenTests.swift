import AndoraCore
import AndoraEngine
import AndoraModel
@testable import AndoraTerminal
import AndoraTestSupport
import Testing

/// Puzzles in the terminal: Z opens the puzzles; a typed cell tries it; S, P and N answer; all
/// fits a standard 80×24 terminal.
@Suite(.cpuBound) struct PuzzlesScreenTests {
    @Test func aPuzzleIsSolvedFromTheKeyboardOnAStandardTerminal() throws {
        var harness = TerminalHarness(model: AppModel())
        #expect(harness.screen(.standard).contains("[Z] Puzzles"))
        _ = harness.press(.character("z"), size: .standard)
        var screen = harness.screen(.standard)
        var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].contains("[Esc] Back") && lines[0].contains("Puzzles · Puzzle 1 of 32 · Solved: 0 of 32"))
        #expect(screen.contains("[S] Show the solution") && screen.contains("[P] Previous puzzle") && screen.contains("[N] Next puzzle"))
        #expect(screen.contains("From the engine's games against itself.") && screen.contains("to move: find the move"))
        #expect(lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.contains("S solution") == true, "\(screen)")
        #expect(lines.allSatisfy { $0.count <= 80 })
        let puzzle = Puzzle.collection[0]
        let winning = Position(try UltimateGame(rules: puzzle.rules, moves: puzzle.moves)).winningMoves(within: 1)[0].cell
        harness = harness.typing(winning.notation + "\r", size: .standard)
        screen = harness.screen(.standard)
        lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(screen.contains("Solved! ") && lines[0].contains("Solved: 1 of 32"))
        _ = harness.press(.character("n"), size: .standard)
        #expect(harness.screen(.standard).contains("Puzzle 2 of 32"))
        _ = harness.press(.character("s"), size: .standard)
        #expect(harness.screen(.standard).contains("Winning: "))
    }

    @Test func theRussianPuzzlesScreenFitsAStandardTerminal() {
        var harness = TerminalHarness(model: AppModel(StoredProfile(options: Options(language: .ru))))
        _ = harness.press(.character("z"), size: .standard)
        let screen = harness.screen(.standard)
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].contains("Задачи · Задача 1 из 32 · Решено: 0 из 32") && screen.contains("[S] Показать решение"))
        #expect(lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.hasSuffix("Esc — назад") == true)
        #expect(lines.allSatisfy { $0.count <= 80 })
    }
}
