import AndoraModel
import AndoraCore
import Foundation
import Testing

/// R5.1.3 (docs/SPEC.md, D5): pause and resume, and a game clock that is saved and recorded.
@Suite struct PauseAndClockTests {
    @Test func theClockCountsTheTimeOfTheSideToMove() throws {
        var model = AppModel.playing()
        model.receive(.clock(now: 4_000))
        model.tap("e5")
        model.receive(.clock(now: 10_000))
        let clock = try #require(model.state.game?.clock)
        #expect(clock.x == 4_000 && clock.o == 6_000)
        #expect(clock.running == .o)
        #expect(clock.label == "Time: X 0:04, O 0:06")
    }

    @Test func r5_1_3_pauseStopsTheClockAndTheFieldTakesNoMoves() throws {
        var model = AppModel.playing()
        model.receive(.clock(now: 2_000))
        let effects = model.send(.pause)
        #expect(effects.contains { if case .store(.game(let game)) = $0 { game.clock.x == 2_000 } else { false } },
                "pausing saves the game with its clock")
        model.receive(.clock(now: 50_000))
        #expect(model.tap("e5").isEmpty)
        let paused = try #require(model.state.game)
        #expect(paused.clock.x == 2_000 && paused.clock.running == nil)
        #expect(paused.pausedLabel == "Paused. The field is hidden until you resume.")
        #expect(paused.pause == ButtonState(label: "Resume", intent: .resume))
        #expect(paused.board.cells.allSatisfy { !$0.enabled && $0.mark == .none })
        #expect(paused.undo?.enabled == false && paused.redo?.enabled == false && paused.hint?.enabled == false)
    }

    @Test func r5_1_3_resumeRunsTheClockAgainOnTheSameBoard() throws {
        var model = AppModel.playing().with("e5")
        model.receive(.clock(now: 1_000))
        model.send(.pause)
        model.receive(.clock(now: 30_000))
        model.send(.resume)
        model.receive(.clock(now: 33_000))
        let resumed = try #require(model.state.game)
        #expect(resumed.clock.o == 4_000, "1 s before the pause and 3 s after it; the pause itself not")
        #expect(resumed.pausedLabel == nil && resumed.pause?.intent == .pause)
        #expect(model.cell("e5")?.mark == .x)
        model.tap("e4")
        #expect(model.cell("e4")?.mark == .o)
    }

    @Test func aLongSilenceCountsAsAMinuteAtMost() {
        var model = AppModel.playing()
        model.receive(.clock(now: 3 * 3_600_000))
        #expect(model.state.game?.clock.x == GameClock.longestGap, "a closed tab does not run the clock for hours")
    }

    @Test func theClockIsSavedWhenThePlayerLeavesAndContinuesOnResume() throws {
        var model = AppModel.playing().with("e5")
        model.receive(.clock(now: 7_000))
        model.send(.exit)
        let effects = model.send(.confirmExit)
        let saved = try #require(effects.compactMap { if case .store(.game(let game)) = $0 { game } else { nil } }.first)
        #expect(saved.clock.o == 7_000)
        let decoded = try JSONDecoder().decode(SavedGame.self, from: JSONEncoder().encode(saved))
        #expect(decoded.clock == saved.clock)
        var restarted = AppModel(savedGame: decoded)
        restarted.receive(.clock(now: 100_000))
        restarted.send(.resumeGame)
        restarted.receive(.clock(now: 102_000))
        #expect(restarted.state.game?.clock.o == 9_000, "the main screen's time does not count")
    }

    @Test func aGameSavedBeforeTheClockStartsAtZero() throws {
        var model = AppModel.playing().with("e5")
        model.receive(.clock(now: 5_000))
        model.send(.exit)
        let saved = try #require(model.send(.confirmExit).compactMap {
            if case .store(.game(let game)) = $0 { game } else { nil }
        }.first)
        var json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(saved)) as? [String: Any])
        #expect(json.removeValue(forKey: "clock") != nil)
        let old = try JSONDecoder().decode(SavedGame.self, from: JSONSerialization.data(withJSONObject: json))
        #expect(old.clock == GameClock() && old.board == saved.board)
    }

    @Test func theRecordOfAFinishedGameCarriesItsClock() throws {
        var model = AppModel.playing()
        var finished: PlayedGame?
        var now: Int64 = 0
        for cell in try Cell.moves(notation: Games.xWinsFirst) {
            now += 1_000
            model.receive(.clock(now: now))
            for case .store(.gameEnded(let record)) in model.send(.tapCell(cell)) {
                finished = record
            }
        }
        let record = try #require(finished)
        #expect(record.game.clock.total == now)
        #expect(model.state.game?.pause == nil, "nothing to pause once the game is over")
        #expect(model.state.game?.clock.running == nil)
    }

    @Test func pausingDropsTheComputersSearchAndResumingAsksAgain() throws {
        var options = Options.default
        options.opponent = .novice
        options.computerPlays = .x
        var model = AppModel(options: options)
        let asked = try #require(model.send(.startGame).thinkRequests.first)
        model.send(.pause)
        #expect(model.state.game?.computerThinking == false)
        model.receive(.thought(request: asked.id, cell: try Cell(notation: "e5")))
        #expect(model.cell("e5")?.mark == CellMark.none, "the board stays as it was while paused")
        let again = model.send(.resume).thinkRequests
        #expect(again.count == 1 && again.first?.id != asked.id)
    }
}
