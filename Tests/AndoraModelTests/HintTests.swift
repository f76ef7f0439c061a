import AndoraModel
import AndoraCore
import AndoraEngine
import Testing

@Suite struct HintTests {
    private let e4 = Cell(column: 4, row: 3)

    /// A model at the given host time, X having played e5, with a hint requested.
    private func hinted(at now: Int64 = 0) throws -> (AppModel, ThinkRequest) {
        var model = AppModel.playing().with("e5")
        model.receive(.clock(now: now))
        let request = try #require(model.send(.hint).thinkRequests.first)
        return (model, request)
    }

    @Test func r5_1_8_hintAsksTheExpertWithinAHundredMilliseconds() throws {
        let (model, request) = try hinted()
        #expect(request.purpose == .hint && request.level == .expert)
        #expect(request.game.moves.map(\.notation) == ["e5"])
        guard case .time(let budget) = request.budget else {
            Issue.record("a hint has a time budget")
            return
        }
        #expect(budget <= .milliseconds(100))
        let game = try #require(model.state.game)
        #expect(game.hintText == "Looking for a hint…")
        #expect(game.hint?.enabled == false)
    }

    @Test func r5_1_3_pausingHidesTheHintWithTheField() throws {
        var (model, request) = try hinted()
        model.receive(.thought(request: request.id, cell: e4))
        model.send(.pause)
        #expect(model.state.game?.hintText == nil)
        model.send(.resume)
        #expect(model.state.game?.hintText == "Hint: the highlighted cell (e4)")
    }

    @Test func r5_1_8_theHintedCellIsShownUntilTheNextMove() throws {
        var (model, request) = try hinted()
        model.receive(.thought(request: request.id, cell: e4))
        #expect(model.cell("e4")?.hint == true)
        #expect(model.state.game?.board.cells.filter(\.hint).count == 1)
        #expect(model.state.game?.hintText == "Hint: the highlighted cell (e4)")
        model.tap("e4")
        #expect(model.state.game?.board.cells.contains { $0.hint } == false)
        #expect(model.state.game?.hintText == "Next hint in 30 s")
    }

    @Test func aThoughtForAnOlderPositionOrAnotherRequestIsIgnored() throws {
        var (model, request) = try hinted()
        var other = model
        other.receive(.thought(request: request.id + 1, cell: e4))
        #expect(other == model)
        model.tap("e6")
        let moved = model
        model.receive(.thought(request: request.id, cell: e4))
        #expect(model == moved)
        #expect(model.state.game?.hintText != "Hint: the highlighted cell (e4)")
    }

    @Test func aThoughtAfterLeavingTheGameIsIgnored() throws {
        var (model, request) = try hinted()
        model.send(.exit)
        model.send(.confirmExit)
        model.send(.resumeGame)
        let resumed = model
        model.receive(.thought(request: request.id, cell: e4))
        #expect(model == resumed)
        #expect(model.cell("e4")?.hint == false)
    }

    @Test func aHintOfAnIllegalCellIsNotShown() throws {
        var (model, request) = try hinted()
        model.receive(.thought(request: request.id, cell: Cell(column: 0, row: 0)))
        #expect(model.state.game?.board.cells.contains { $0.hint } == false)
        #expect(model.state.game?.hintText == "Next hint in 30 s")
    }

    @Test func r5_1_8_theNextHintWaitsThirtySecondsOfTheHostsClock() throws {
        var (model, request) = try hinted(at: 1_000)
        model.receive(.thought(request: request.id, cell: e4))
        model.tap("e4")
        model.receive(.clock(now: 20_500))
        let waiting = try #require(model.state.game)
        #expect(waiting.hint?.enabled == false)
        #expect(waiting.hintText == "Next hint in 11 s")
        #expect(model.send(.hint).isEmpty)
        model.receive(.clock(now: 31_000))
        #expect(model.state.game?.hint?.enabled == true)
        #expect(model.state.game?.hintText == nil)
        #expect(model.send(.hint).thinkRequests.count == 1)
    }

    /// A greyed Hint button says why: it counts down to the next hint, on the computer's turn too.
    @Test func theHintButtonCountsDownTheSecondsToTheNextHint() throws {
        var model = AppModel.playing(Options(opponent: .novice))
        model.receive(.clock(now: 1_000))
        let hint = try #require(model.send(.hint).thinkRequests.first)
        model.receive(.thought(request: hint.id, cell: Cell(column: 4, row: 4)))
        model.tap("e5")
        #expect(model.state.game?.hint?.label == "Hint in 30 s" && model.state.game?.hint?.enabled == false)
        #expect(model.nextWakeAt == 2_000, "the countdown goes down each second")
        model.receive(.clock(now: 30_500))
        #expect(model.state.game?.hint?.label == "Hint in 1 s")
        model.receive(.clock(now: 31_000))
        #expect(model.state.game?.hint?.label == "Hint")
    }

    @Test func aHostClockThatGoesBackKeepsTheWaitThatWasLeft() throws {
        var (model, request) = try hinted(at: 50_000)
        model.receive(.thought(request: request.id, cell: e4))
        model.receive(.clock(now: 60_000))
        model.receive(.clock(now: 0))
        #expect(model.state.game?.hintText == "Hint: the highlighted cell (e4)")
        model.tap("e4")
        #expect(model.state.game?.hintText == "Next hint in 20 s")
        model.receive(.clock(now: 20_000))
        #expect(model.state.game?.hint?.enabled == true)
    }

    @Test(arguments: [Int64.max, Int64.min, -1])
    func anyClockValueAHostSendsIsSafe(now: Int64) throws {
        var (model, request) = try hinted(at: 1_000)
        model.receive(.thought(request: request.id, cell: e4))
        model.tap("e4")
        model.receive(.clock(now: now))
        model.send(.hint)
        model.receive(.clock(now: 0))
        #expect(model.state.game?.hintText != nil || model.state.game?.hint?.enabled == true)
    }

    @Test func theClockChangesNothingButTheCountdown() throws {
        var model = AppModel.playing().with("e5")
        model.tap("a1")
        model.receive(.clock(now: 5_000))
        #expect(model.state.game?.refusal == "Play inside the highlighted area")
    }

    @Test func classicGamesHaveNoHints() throws {
        var model = AppModel.playing(Options(mode: .classic))
        let game = try #require(model.state.game)
        #expect(game.hint == nil, "classic games show no Hint button")
        #expect(game.hintText == nil)
        #expect(model.send(.hint).isEmpty)
    }

    @Test func noHintOnceTheGameIsOver() {
        var model = AppModel.playing().with(Games.xWinsFirst)
        model.send(.closeDialog)
        #expect(model.state.game?.hint?.enabled == false)
        #expect(model.send(.hint).isEmpty)
    }

    @Test func hintsAreInRussianToo() throws {
        var model = AppModel.playing(Options(language: .ru)).with("e5")
        let request = try #require(model.send(.hint).thinkRequests.first)
        #expect(model.state.game?.hint?.label == "Подсказка")
        model.receive(.thought(request: request.id, cell: e4))
        #expect(model.state.game?.hintText == "Подсказка: выделенная клетка (e4)")
    }
}
