import AndoraModel
import AndoraCore
import Foundation
import Testing

/// What a profile keeps between runs and how the model comes back from it (docs/SPEC.md, D7).
@Suite struct ProfileRestoreTests {
    @Test func startGameWithAnUnfinishedGameAsksBeforeReplacingIt() throws {
        var model = AppModel.playing().with("e5 e4")
        model.send(.exit)
        model.send(.confirmExit)
        let kept = try #require(model.game)
        #expect(model.send(.startGame).isEmpty)
        #expect(model.state.dialog?.kind == .newGameConfirmation)
        #expect(model.state.dialog?.buttons.map(\.label) == ["Cancel", "New game"])
        model.send(.cancelNewGame)
        #expect(model.state.dialog == nil && model.game == kept && model.canResume)
    }

    @Test func confirmingTheNewGameRecordsTheOldOneAsAbandoned() throws {
        var model = AppModel.playing().with("e5 e4")
        model.send(.exit)
        model.send(.confirmExit)
        let abandoned = try #require(model.game)
        model.send(.startGame)
        model.receive(.clock(now: 5_000))
        let effects = model.send(.confirmNewGame)
        let fresh = try #require(model.game)
        #expect(fresh.board.moves.isEmpty && model.state.screen == .game)
        #expect(effects == [
            .store(.gameEnded(PlayedGame(game: abandoned, endedAt: 5_000, result: .abandoned))), .store(.game(fresh)),
        ])
    }

    @Test func anOpenGameContinuesOnTheGameScreenAfterARestart() throws {
        var model = AppModel.playing().with("e5 e4")
        let game = try #require(model.game)
        let restarted = AppModel(StoredProfile(game: game, place: .game))
        #expect(restarted.state.screen == .game)
        #expect(restarted.game == game)
        #expect(AppModel(StoredProfile(game: game, place: .main)).state.screen == .main)
        model.send(.exit)
        #expect(model.place == .game, "the exit question is part of the game screen")
    }

    @Test func aFinishedGameOnScreenIsShownAgainAfterARestartButNeverResumed() throws {
        let finished = try #require(AppModel.playing().with(Games.xWinsFirst).game)
        var restarted = AppModel(StoredProfile(game: finished, place: .game))
        #expect(restarted.state.game?.turnLabel == "Game over")
        restarted.send(.exit)
        #expect(restarted.state.screen == .main && !restarted.canResume)
        #expect(!AppModel(StoredProfile(game: finished, place: .main)).canResume)
    }

    @Test func aRestoredGameWaitingForTheComputerAsksForItsMoveAtLaunch() throws {
        var model = AppModel.playing(Options(opponent: .novice, computerPlays: .x))
        let game = try #require(model.game)
        var restarted = AppModel(StoredProfile(options: Options(opponent: .novice), game: game, place: .game))
        let effects = restarted.launch()
        #expect(effects.thinkRequests.count == 1 && restarted.awaitedThought == effects.thinkRequests.first)
        #expect(model.launch().isEmpty, "a search already awaited is not asked for twice")
    }

    /// Leaving the app pauses a game under way; coming back shows it as paused before leaving
    /// (R5.1.3): covered, its clock still and no search until Resume, and then on as before.
    @Test func r5_1_3_aGameLeftPausedComesBackPausedAfterARestart() throws {
        var model = AppModel.playing(Options(opponent: .novice, computerPlays: .o)).with("e5")
        model.receive(.clock(now: 1_000))
        let stored = try #require(model.send(.pause).compactMap { effect -> SavedGame? in
            if case .store(.game(let game)) = effect { game } else { nil }
        }.first)
        #expect(stored.paused)
        var restarted = AppModel(StoredProfile(options: Options(opponent: .novice), game: stored, place: .game))
        #expect(restarted.state.game?.pausedLabel != nil && restarted.state.game?.board.cells.allSatisfy { !$0.enabled } == true)
        #expect(restarted.launch().isEmpty, "the computer waits for Resume")
        restarted.receive(.clock(now: 61_000))
        #expect(restarted.game?.clock == stored.clock, "no time passes while paused")
        #expect(restarted.send(.resume).thinkRequests.count == 1)
        #expect(restarted.state.game?.pausedLabel == nil)
        restarted.send(.pause)
        restarted.send(.exit)
        restarted.send(.confirmExit)
        #expect(restarted.send(.resumeGame).thinkRequests.isEmpty && restarted.state.game?.pausedLabel != nil,
                "resumed from the main screen, a game left paused still waits for Resume")
        #expect(restarted.state.game?.clock.running == nil, "its clock is shown standing")
        let unpaused = try #require(AppModel.playing().with("e5 e4").game)
        #expect(AppModel(StoredProfile(game: unpaused, place: .game)).state.game?.pausedLabel == nil,
                "a game stored while it ran goes on (a server that restarted, another server's commit)")
    }

    @Test func movesAreTimedByTheHostClock() throws {
        var model = AppModel.playing()
        model.receive(.clock(now: 1_000))
        model.tap("e5")
        model.receive(.clock(now: 4_000))
        model.tap("e6")
        #expect(model.game?.moveTimes == [1_000, 4_000])
        model.send(.undo)
        #expect(model.game?.moveTimes == [1_000])
        model.receive(.clock(now: 9_000))
        model.send(.redo)
        #expect(model.game?.moveTimes == [1_000, 9_000])
    }

    @Test func aFailedStoreIsShownUntilAStoreSucceedsWithoutTheHostsDetails() {
        var model = AppModel.playing()
        model.receive(.storeFailed(reason: "cannot write to the database /srv/andora.sqlite: disk I/O error"))
        #expect(model.state.notice == Localizer(language: .en).text(.storeFailed))
        #expect(model.state.notice?.contains("/srv") == false, "a player never sees the host's files")
        model.receive(.stored)
        #expect(model.state.notice == nil)
        model.receive(.storeUnreadable(reason: "the stored options could not be read"))
        #expect(model.state.notice == Localizer(language: .en).text(.storeUnreadable))
    }

    /// A reload continues on the screen of the main menu the player left (docs/APP-MODEL.md), with
    /// what that screen reads from the store asked for again at launch.
    @Test(arguments: [AppIntent.openOptions, .openHistory, .openStatistics, .openTutorial, .openPuzzles])
    func aReloadContinuesOnTheScreenOfTheMainMenuItLeft(_ opening: AppIntent) {
        var model = AppModel()
        let fetches = model.send(opening).filter { if case .fetch = $0 { true } else { false } }
        var reloaded = AppModel(StoredProfile(place: model.place))
        #expect(reloaded.state.screen == model.state.screen)
        #expect(reloaded.launch() == fetches)
    }

    @Test func aReloadInTheTutorialContinuesAtTheStepReached() throws {
        let reloaded = AppModel(StoredProfile(place: .tutorial, tutorial: TutorialProgress(step: 2, finished: false)))
        #expect(try #require(reloaded.state.tutorial).position == "Step 3 of \(TutorialStep.all.count)")
    }

    @Test func theSheetAndScoreSurviveARestart() throws {
        var model = AppModel.drawnBoard(.tap)
        let effects = model.tapSquares([0, 3, 1, 4, 2])
        guard case .store(.paper(let snapshot))? = effects.last else {
            Issue.record("the sheet was not stored")
            return
        }
        let decoded = try JSONDecoder().decode(PaperSnapshot.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)
        #expect(decoded.score.xWins == 1)
        let restarted = AppModel(StoredProfile(paper: decoded, place: .paper))
        #expect(restarted.state.paper == model.state.paper)
    }
}
