import AndoraModel
import AndoraCore
import AndoraInk
import AndoraTestSupport
import Testing

@Suite struct AppModelRobustnessTests {
    /// Any intent, including cells off the board and impossible settings.
    private func randomIntent(using generator: inout SplitMix64) -> AppIntent {
        let cell = Cell(column: Int.random(in: -1...15, using: &generator), row: Int.random(in: -1...15, using: &generator))
        let intents: [AppIntent] = [
            .startGame, .resumeGame, .chooseMode(.andora), .chooseMode(.classic), .openOptions, .tapCell(cell),
            .tapCell(cell), .tapCell(cell), .tapCell(cell), .finishTurn, .undo, .redo, .exit, .confirmExit,
            .cancelExit, .closeDialog, .back, .setStrategy(.any), .setStrategy(.first),
            .setConfirmTurn(Bool.random(using: &generator)), .setCoordinates(Bool.random(using: &generator)), .setLanguage(.ru), .setLanguage(.en),
            .setClassicSize(Int.random(in: 0...17, using: &generator)),
            .setClassicInARow(Int.random(in: 0...17, using: &generator)), .saveOptions, .hint,
            .setOpponent(Opponent.allCases.randomElement(using: &generator)!), .setComputerPlays(.x),
            .setComputerPlays(.o), .confirmNewGame, .cancelNewGame,
            .chooseMode(.paper), .setPaperInput(PaperInput.allCases.randomElement(using: &generator)!), .doubleTap,
            .stroke(boardStrokes()[Int.random(in: 0...3, using: &generator)]), .stroke(randomStroke(using: &generator)),
            .tapPoint(x: Double.random(in: 0...300, using: &generator), y: Double.random(in: 0...300, using: &generator)),
            .shape(drawnX(at: square(Int.random(in: 0...8, using: &generator)))),
            .shape(drawnO(at: square(Int.random(in: 0...8, using: &generator)))),
            .shape([randomStroke(using: &generator)]),
        ]
        return intents.randomElement(using: &generator)!
    }

    /// Any host event, including answers to requests never made and cells off the board.
    private func randomEvent(using generator: inout SplitMix64) -> HostEvent {
        let cell = Cell(column: Int.random(in: -1...15, using: &generator), row: Int.random(in: -1...15, using: &generator))
        let events: [HostEvent] = [
            .thought(request: Int.random(in: 0...40, using: &generator), cell: cell),
            .clock(now: Int64.random(in: 0...100_000, using: &generator)), .storeFailed(reason: "disk full"),
            .storeUnreadable(reason: "bad JSON"), .stored,
        ]
        return events.randomElement(using: &generator)!
    }

    /// A few points anywhere, sometimes not finite.
    private func randomStroke(using generator: inout SplitMix64) -> Stroke {
        let values = [0, 150, 300, -1e300, .infinity, .nan]
        return Stroke((0..<Int.random(in: 0...5, using: &generator)).map { _ in
            InkPoint(x: values.randomElement(using: &generator)!, y: values.randomElement(using: &generator)!)
        })
    }

    @Test(arguments: 0..<8 as Range<UInt64>)
    func anySequenceOfIntentsKeepsTheStateConsistent(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var model = AppModel()
        for _ in 0..<400 {
            let before = model
            let intent: String
            let effects: [AppEffect]
            if Int.random(in: 0..<5, using: &generator) == 0 {
                let event = randomEvent(using: &generator)
                intent = "\(event)"
                effects = model.receive(event)
            } else {
                let sent = randomIntent(using: &generator)
                intent = "\(sent)"
                effects = model.send(sent)
            }
            let state = model.state
            let screens = [state.main != nil, state.game != nil, state.options != nil, state.paper != nil]
                .filter { $0 }.count
            #expect(screens == 1, "exactly one screen after \(intent)")
            #expect(state.dialog == nil || state.screen != .options)
            if let sheet = state.paper {
                #expect(sheet.cells.count == (sheet.lines.count == 4 ? 9 : 0))
                #expect(sheet.lines.count <= 4)
            }
            if let board = state.game?.board {
                #expect(board.cells.count == board.size * board.size)
                #expect(board.cells.filter(\.pending).count <= 1)
                #expect(board.miniFields.count == (board.mode == .andora ? 9 : 0))
            }
            // The clock runs between saves: it is stored with the next move, a pause or leaving.
            if effects.isEmpty, model.game?.stoppingClock != before.game?.stoppingClock {
                Issue.record("\(intent) changed the game without saving it")
            }
        }
    }
}

private extension SavedGame {
    /// The game with its clock at zero.
    var stoppingClock: SavedGame {
        var game = self
        game.clock = GameClock()
        return game
    }
}
