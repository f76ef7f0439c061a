import AndoraApp
import AndoraCore
import AndoraTestSupport
import Testing

@Suite struct AppModelRobustnessTests {
    /// Any intent, including cells off the board and impossible settings.
    private func randomIntent(using generator: inout SeededGenerator) -> AppIntent {
        let cell = Cell(column: Int.random(in: -1...15, using: &generator), row: Int.random(in: -1...15, using: &generator))
        let intents: [AppIntent] = [
            .startGame, .resumeGame, .chooseMode(.andora), .chooseMode(.classic), .openOptions, .tapCell(cell),
            .tapCell(cell), .tapCell(cell), .tapCell(cell), .finishTurn, .undo, .redo, .exit, .confirmExit,
            .cancelExit, .closeDialog, .back, .setStrategy(.any), .setStrategy(.first),
            .setConfirmTurn(Bool.random(using: &generator)), .setLanguage(.ru), .setLanguage(.en),
            .setClassicSize(Int.random(in: 0...17, using: &generator)),
            .setClassicInARow(Int.random(in: 0...17, using: &generator)), .saveOptions, .hint,
            .setOpponent(Opponent.allCases.randomElement(using: &generator)!), .setComputerPlays(.x),
            .setComputerPlays(.o), .thought(request: Int.random(in: 0...40, using: &generator), cell: cell),
            .clock(now: Int.random(in: 0...100_000, using: &generator)),
        ]
        return intents.randomElement(using: &generator)!
    }

    @Test(arguments: 0..<8 as Range<UInt64>)
    func anySequenceOfIntentsKeepsTheStateConsistent(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var model = AppModel()
        for _ in 0..<400 {
            let intent = randomIntent(using: &generator)
            let before = model
            let effects = model.send(intent)
            let state = model.state
            let screens = [state.main != nil, state.game != nil, state.options != nil].filter { $0 }.count
            #expect(screens == 1, "exactly one screen after \(intent)")
            #expect(state.dialog == nil || state.screen == .game)
            if let board = state.game?.board {
                #expect(board.cells.count == board.size * board.size)
                #expect(board.cells.filter(\.pending).count <= 1)
                #expect(board.miniFields.count == (board.mode == .andora ? 9 : 0))
            }
            if effects.isEmpty, model.game != before.game {
                Issue.record("\(intent) changed the game without saving it")
            }
        }
    }
}
