import AndoraModel
import AndoraCore
import AndoraEngine
import AndoraInk
import AndoraTestSupport
import Testing

@Suite struct AppModelRobustnessTests {
    /// Any kind of intent, with any payload: cells off the board, impossible settings, ids
    /// and codes that name nothing, strokes of points that are not finite. Taps come more often.
    private func randomIntent(using generator: inout SplitMix64) -> AppIntent {
        let example = Bool.random(using: &generator) ? .tapCell(Cell(column: 4, row: 4))
            : AppIntent.kinds.randomElement(using: &generator)!.example
        let number = Int.random(in: -2...100, using: &generator)
        let cell = Cell(column: Int.random(in: -1...15, using: &generator), row: Int.random(in: -1...15, using: &generator))
        let code = ["K7QX2M", "", "ЖЖЖЖЖЖ", "k7qx2m"].randomElement(using: &generator)!
        switch example {
        case .tapCell: return .tapCell(cell)
        case .chooseMode: return .chooseMode(GameMode.allCases.randomElement(using: &generator)!)
        case .setStrategy: return .setStrategy(MiniFieldStrategy.allCases.randomElement(using: &generator)!)
        case .setConfirmTurn: return .setConfirmTurn(Bool.random(using: &generator))
        case .setCoordinates: return .setCoordinates(Bool.random(using: &generator))
        case .setCoach: return .setCoach(Bool.random(using: &generator))
        case .setLanguage: return .setLanguage(Language.allCases.randomElement(using: &generator)!)
        case .setClassicSize: return .setClassicSize(Int.random(in: 0...17, using: &generator))
        case .setClassicInARow: return .setClassicInARow(Int.random(in: 0...17, using: &generator))
        case .setOpponent: return .setOpponent(Opponent.allCases.randomElement(using: &generator)!)
        case .setComputerPlays: return .setComputerPlays(Player.allCases.randomElement(using: &generator)!)
        case .setPaperInput: return .setPaperInput(PaperInput.allCases.randomElement(using: &generator)!)
        case .setTimeZone: return .setTimeZone(utcOffsetMinutes: Int.random(in: -2000...2000, using: &generator))
        case .setHistorySort: return .setHistorySort(HistorySort.allCases.randomElement(using: &generator)!)
        case .setHistoryMode: return .setHistoryMode(GameMode.allCases.randomElement(using: &generator))
        case .setHistoryResult: return .setHistoryResult(HistoryResult.allCases.randomElement(using: &generator))
        case .showHistoryPage: return .showHistoryPage(number)
        case .openPlayedGame: return .openPlayedGame(Int64(number))
        case .deletePlayedGame: return .deletePlayedGame(Int64(number))
        case .replayStep: return .replayStep(number)
        case .setMatchSide: return .setMatchSide(MatchSide.allCases.randomElement(using: &generator)!)
        case .joinMatch: return .joinMatch(code: code)
        case .watchMatch: return .watchMatch(code: code)
        case .stroke:
            return .stroke(Bool.random(using: &generator)
                ? boardStrokes()[Int.random(in: 0...3, using: &generator)] : randomStroke(using: &generator))
        case .tapPoint:
            return .tapPoint(x: Double.random(in: 0...300, using: &generator), y: Double.random(in: 0...300, using: &generator))
        case .shape:
            let field = square(Int.random(in: 0...8, using: &generator))
            return .shape([drawnX(at: field), drawnO(at: field), [randomStroke(using: &generator)]]
                .randomElement(using: &generator)!)
        default:
            return example
        }
    }

    /// Any host event, including answers to requests never made and cells off the board.
    private func randomEvent(using generator: inout SplitMix64) -> HostEvent {
        let cell = Cell(column: Int.random(in: -1...15, using: &generator), row: Int.random(in: -1...15, using: &generator))
        let events: [HostEvent] = [
            .thought(request: Int.random(in: 0...40, using: &generator), cell: cell),
            .judged(request: Int.random(in: 0...40, using: &generator), judgement: Judgement(
                move: Bool.random(using: &generator) ? Move(index: UInt8.random(in: 0...80, using: &generator)) : nil,
                mover: Bool.random(using: &generator) ? .x : .o, score: Int32.random(in: -2_000_000...2_000_000, using: &generator), rules: .first)),
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
            let screens = [
                state.main != nil, state.game != nil, state.options != nil, state.paper != nil, state.history != nil,
                state.replay != nil, state.statistics != nil, state.tutorial != nil, state.puzzles != nil, state.matchSetup != nil,
                state.match != nil,
            ].filter { $0 }.count
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
