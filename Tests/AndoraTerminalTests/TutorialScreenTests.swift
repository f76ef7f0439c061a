import AndoraModel
import AndoraCore
import AndoraTerminal
import Testing

/// The tutorial on a standard 80×24 terminal: board, panel, text and mistake all fit.
@Suite struct TutorialScreenTests {
    @Test func aStepWithAMistakeFitsAStandardTerminal() throws {
        var model = AppModel(StoredProfile(tutorial: TutorialProgress(step: 1, finished: false)))
        model.send(.openTutorial)
        model.send(.tapCell(try Cell(notation: "a1")))
        let screen = TerminalHarness(model: model).screen(.standard)
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].contains("[Esc] Skip tutorial") && lines[0].contains("Step 2 of 9"))
        #expect(lines.contains { $0.contains("  9 ┃") } && lines.contains { $0.contains("  1 ┃") })
        #expect(screen.contains("Mini-fields"))
        #expect(screen.contains("O must play in the highlighted mini-field 5."))
        #expect(screen.contains("Not there: the last move was in position 5"))
        #expect(lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.contains("N next step") == true)
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    /// Every step with a wrong move explained (the longest text it shows) still fits, in both
    /// languages (a confirm-turn step places a wrong tap as a pending mark instead).
    @Test(arguments: [Language.en, .ru])
    func everyStepWithAWrongMoveFitsAStandardTerminal(language: Language) throws {
        for index in TutorialStep.all.indices where !TutorialStep.all[index].confirmTurn {
            var model = AppModel(StoredProfile(options: Options(language: language), tutorial: TutorialProgress(step: index, finished: false)))
            model.send(.openTutorial)
            let step = TutorialStep.all[index]
            let wrong = try #require(step.position.game.legalMoves.first { !step.expected.contains($0.notation) })
            model.send(.tapCell(wrong))
            let screen = TerminalHarness(model: model).screen(.standard)
            #expect(model.state.tutorial?.mistake != nil)
            let mistakeStart = String(model.state.tutorial?.mistake?.prefix(20) ?? "")
            #expect(screen.contains("┏━━━") && screen.contains(mistakeStart), "step \(index + 1): the board and the mistake fit")
        }
    }
}
