import AndoraModel
import AndoraCore
import Testing

@Suite struct MainScreenTests {
    @Test func r2_mainScreenShowsStartGameAndOptions() {
        let state = AppModel().state
        #expect(state.screen == .main)
        #expect(state.main?.startGame.label == "Start game")
        #expect(state.main?.options.label == "Options")
        #expect(state.main?.resumeGame == nil)
        #expect(state.game == nil && state.dialog == nil)
    }

    @Test func r2_1_startGameOpensGameScreenWithANewAndoraGameInOneIntent() {
        var model = AppModel()
        let effects = model.send(.startGame)
        #expect(model.state.screen == .game)
        #expect(model.state.game?.turnLabel == "It's X's turn")
        #expect(model.state.game?.board.cells.count == 81)
        #expect(model.state.game?.board.cells.allSatisfy { $0.mark == .none && $0.enabled } == true)
        #expect(effects == [.store(.game(model.game!))])
    }

    @Test func r2_2_optionsOpensOptionsScreen() {
        var model = AppModel()
        model.send(.openOptions)
        #expect(model.state.screen == .options)
        #expect(model.state.options?.title == "Options")
    }

    @Test func backOnMainScreenDoesNothing() {
        var model = AppModel()
        let effects = model.send(.back)
        #expect(effects.isEmpty)
        #expect(model == AppModel())
    }

    @Test func intentsOfOtherScreensChangeNothingOnMain() {
        var model = AppModel()
        for intent: AppIntent in [.tapCell(Cell(column: 4, row: 4)), .finishTurn, .exit, .confirmExit, .saveOptions,
                                  .setStrategy(.any), .closeDialog, .undo, .resumeGame] {
            #expect(model.send(intent).isEmpty)
        }
        #expect(model == AppModel())
    }

    @Test func choosingClassicIsRememberedAndStartGameStartsIt() throws {
        var model = AppModel()
        #expect(model.state.main?.mode.choices.map(\.selected) == [true, false, false])
        let effects = model.send(.chooseMode(.classic))
        #expect(model.options.mode == .classic)
        #expect(effects == [.store(.options(model.options))])
        #expect(model.state.main?.mode.choices.map(\.label) == ["Andora", "Classic 3×3, 3 in a row", "Pencil & paper"])
        model.send(.startGame)
        let board = try #require(model.state.game?.board)
        #expect(board.mode == .classic && board.size == 3 && board.cells.count == 9 && board.miniFields.isEmpty)
    }

    @Test func resumeRestoresTheUnfinishedGameWithoutItsPendingMark() {
        var model = AppModel.playing(Options(confirmTurn: true))
        model.play("e5 e4")
        model.tap("d3")
        model.send(.exit)
        model.send(.confirmExit)
        #expect(model.state.main?.resumeGame?.label == "Resume game")
        model.send(.resumeGame)
        #expect(model.state.screen == .game)
        #expect(model.game?.board == AppModel.playing(Options(confirmTurn: true)).with("e5 e4").game?.board)
        #expect(model.cell("d3")?.mark == CellMark.none)
    }

    @Test func anAutosavedGameCanBeResumedAfterARestart() {
        var first = AppModel.playing()
        let effects = first.tap("e5")
        guard case .store(.game(let saved)) = effects.first else {
            Issue.record("no autosave after a move")
            return
        }
        var restarted = AppModel(savedGame: saved)
        restarted.send(.resumeGame)
        #expect(restarted.cell("e5")?.mark == .x)
        #expect(restarted.state.game?.turnLabel == "It's O's turn")
    }

    @Test func exitingAGameRecordsNothingInTheHistory() {
        var model = AppModel.playing()
        model.play("e5 e4")
        let effects = model.send(.exit) + model.send(.confirmExit) + model.send(.openHistory) + model.send(.back)
        let recorded = effects.filter { if case .store(.gameEnded) = $0 { true } else { false } }
        #expect(recorded.isEmpty, "the game waits for Resume game; no Abandoned row")
        #expect(model.state.main?.resumeGame != nil)
    }

    @Test func aFinishedGameIsNotOfferedForResume() {
        var model = AppModel.playing()
        model.play(Games.xWinsFirst)
        model.send(.closeDialog)
        model.send(.exit)
        #expect(model.state.screen == .main)
        #expect(model.state.main?.resumeGame == nil)
        #expect(model.send(.resumeGame).isEmpty && model.state.screen == .main)
    }
}
