import AndoraModel
import AndoraCore
import AndoraTestSupport
import Testing

/// The model says when its state next changes by itself, so that hosts wake it then instead of
/// polling on timers of their own.
@Suite struct WakeTests {
    /// What a player sees: the state without its wake and without the clock's exact milliseconds
    /// (front ends draw its `xTime` and `oTime`).
    private func shown(_ model: AppModel) -> AppState {
        var state = model.state
        state.wakeIn = nil
        if case .game(var game) = state.shown {
            game.clock.x = 0
            game.clock.o = 0
            state.shown = .game(game)
        }
        return state
    }

    /// Moves the host's clock on in small steps: the shown state changes only when a wake was due.
    @discardableResult
    private func followClock(_ model: inout AppModel, from start: Int64, for span: Int64, step: Int64 = 10) -> Int {
        var wakes = 0
        var previous = shown(model)
        var due = model.nextWakeAt
        var now = start
        while now < start + span {
            now += step
            model.receive(.clock(now: now))
            let state = shown(model)
            let woke = due.map { $0 <= now } ?? false
            if state != previous {
                #expect(woke, "the state changed by itself at \(now) before its wake \(due.map { String($0) } ?? "none")")
            }
            if woke { wakes += 1 }
            previous = state
            due = model.nextWakeAt
        }
        return wakes
    }

    /// A new game started at the host's time `now`.
    private func started(at now: Int64) -> AppModel {
        var model = AppModel()
        model.receive(.clock(now: now))
        model.send(.startGame)
        return model
    }

    @Test func r5_1_3_theRunningClockWakesTheHostAtEachShownSecond() {
        var model = started(at: 10_000)
        model.receive(.clock(now: 10_300))
        #expect(model.state.wakeIn == 700)
        #expect(model.state.game?.clock.xTime == "0:00")
        model.receive(.clock(now: 11_000))
        #expect(model.state.game?.clock.xTime == "0:01")
        #expect(model.state.wakeIn == 1000)
        #expect(followClock(&model, from: 11_000, for: 5_000) == 5)
    }

    @Test func r5_1_3_aPausedOrFinishedGameNeverWakes() {
        var model = started(at: 10_000)
        model.send(.pause)
        #expect(model.state.wakeIn == nil)
        let over = AppModel.playing().with(AndoraGames.xWinsFirst)
        #expect(over.state.wakeIn == nil)
        #expect(AppModel().state.wakeIn == nil, "the main screen changes only by intents")
    }

    @Test func r5_1_8_theHintCountdownChangesOnlyAtItsWakes() throws {
        var model = started(at: 20_000).with("e5")
        model.receive(.clock(now: 20_250))
        let request = try #require(model.send(.hint).thinkRequests.first)
        model.receive(.thought(request: request.id, cell: Cell(column: 4, row: 3)))
        model.tap("e4")
        #expect(model.state.game?.hintText == "Next hint in 30 s")
        followClock(&model, from: 20_250, for: 31_000, step: 50)
        #expect(model.state.game?.hint?.enabled == true)
    }
}
