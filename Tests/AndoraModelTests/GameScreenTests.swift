import AndoraModel
import AndoraCore
import Testing

@Suite struct GameScreenTests {
    @Test func r3_gameScreenHasExitTurnLabelFieldAndNoFinishTurnWhenConfirmIsOff() throws {
        let game = try #require(AppModel.playing().state.game)
        #expect(game.exit.label == "Exit" && game.exit.enabled)
        #expect(game.turnLabel == "It's X's turn" && game.turn == .x)
        #expect(game.finishTurn == nil)
        #expect(game.board.size == 9 && game.board.miniFields.count == 9)
        #expect(game.board.cells.first?.name == "a9" && game.board.cells.last?.name == "i1")
    }

    @Test func r3_1_exitAsksForConfirmationWhileGameRuns() throws {
        var model = AppModel.playing().with("e5")
        model.send(.exit)
        let dialog = try #require(model.state.dialog)
        #expect(dialog.kind == .exitConfirmation)
        #expect(model.state.screen == .game)
    }

    @Test func r3_1_1_confirmationAsksInPolishedWording() {
        var model = AppModel.playing()
        model.send(.exit)
        #expect(model.state.dialog?.message == "Are you sure you want to exit the game?")
        #expect(model.state.dialog?.buttons.map(\.label) == ["Cancel", "Yes"])
    }

    @Test func r3_1_2_yesClosesDialogAndGameScreen() {
        var model = AppModel.playing().with("e5")
        model.send(.exit)
        model.send(.confirmExit)
        #expect(model.state.screen == .main && model.state.dialog == nil)
    }

    @Test(arguments: [AppIntent.cancelExit, .back])
    func r3_1_3_cancelOrBackClosesOnlyTheDialog(intent: AppIntent) {
        let playing = AppModel.playing().with("e5")
        var model = playing
        model.send(.exit)
        model.send(intent)
        #expect(model == playing)
    }

    @Test func r3_1_exitClosesAFinishedGameWithoutAsking() {
        var model = AppModel.playing().with(Games.xWinsFirst)
        model.send(.closeDialog)
        model.send(.exit)
        #expect(model.state.screen == .main)
    }

    @Test func backOnTheGameScreenIsExit() {
        var running = AppModel.playing()
        running.send(.back)
        #expect(running.state.dialog?.kind == .exitConfirmation)
        var finished = AppModel.playing().with(Games.drawFirst)
        finished.send(.back)
        finished.send(.back)
        #expect(finished.state.screen == .main)
    }

    @Test func r3_2_labelNamesThePlayerToMoveThenSaysGameOver() {
        var model = AppModel.playing()
        model.tap("e5")
        #expect(model.state.game?.turnLabel == "It's O's turn")
        #expect(model.state.game?.turn == .o)
        let over = AppModel.playing().with(Games.oWinsFirst)
        #expect(over.state.game?.turnLabel == "Game over")
        #expect(over.state.game?.turn == nil)
    }

    @Test func r3_3_2_highlightedAreaIsTheMiniFieldOfTheLastCellAndDisappearsAtTheEnd() {
        let start = AppModel.playing()
        #expect(start.state.game?.board.miniFields.allSatisfy(\.allowed) == true)
        // e4 is the bottom middle cell of the centre mini-field: O must play in mini-field 8.
        let model = start.with("e4")
        #expect(model.state.game?.board.miniFields.filter(\.allowed).map(\.index) == [8])
        let over = start.with(Games.xWinsFirst)
        #expect(over.state.game?.board.miniFields.contains(where: \.allowed) == false)
    }

    @Test func r3_3_3_lineAcrossMiniFieldsAppearsWhenSomebodyWins() throws {
        let running = AppModel.playing().with(Games.xWinsFirst.split(separator: " ").dropLast().joined(separator: " "))
        #expect(running.state.game?.board.fieldLines.isEmpty == true)
        let board = try #require(AppModel.playing().with(Games.xWinsFirst).state.game?.board)
        let line = try #require(board.fieldLines.first)
        let ends = [line.from, line.to].map { try! Cell(notation: $0) }
        #expect(ends.allSatisfy { Keypad.slot(of: $0) == 4 }, "a field line joins centre cells of mini-fields")
        let winning = board.miniFields.filter(\.inLine)
        #expect(winning.count == 3 && winning.allSatisfy { $0.state == "x" || $0.state == "?" })
    }

    @Test func r3_3_4_2_statusMarksShowCapturedMiniFields() throws {
        let board = try #require(AppModel.playing().with(Games.xWinsFirst).state.game?.board)
        #expect(Set(board.miniFields.map(\.state)).isSubset(of: [".", "x", "o", "?"]))
        #expect(board.miniFields.filter { $0.state == "x" }.count >= 3)
    }

    @Test func r3_3_4_3_1_firstStrategyDrawsOnlyTheCapturingLine() throws {
        var model = AppModel.playing()
        // X fills the top row of the centre mini-field (d6 e6 f6), then O its bottom row (d4 e4 f4).
        model.play("d6 b8 e6 e8 f6 h8 e5 d4 b2 e4 e2 f4")
        let board = try #require(model.state.game?.board)
        #expect(board.cellLines.map { [$0.from, $0.to] } == [["d6", "f6"]])
        #expect(["d6", "e6", "f6"].allSatisfy { name in board.cells.first { $0.name == name }?.inLine == true })
        #expect(board.miniFields[4].state == "x")
    }

    @Test func r3_3_4_3_2_anyStrategyDrawsTheFirstXLineAndTheFirstOLine() throws {
        // X: d6 e6 f6 (top row of the centre); O: d4 e4 f4 (bottom row of the centre).
        var model = AppModel.playing(Options(strategy: .any))
        model.play("d6 b8 e6 e8 f6 h8 e5 d4 b2 e4 e2 f4")
        let board = try #require(model.state.game?.board)
        #expect(Set(board.cellLines.map { [$0.from, $0.to] }) == [["d6", "f6"], ["d4", "f4"]])
        #expect(board.miniFields[4].state == "?")
    }

    @Test func r3_3_4_4_2_cellsCannotBePressedWhenOccupiedOutsideTheAreaOrAfterTheEnd() {
        let model = AppModel.playing().with("e5")
        #expect(model.cell("e5")?.enabled == false)
        #expect(model.cell("a1")?.enabled == false)
        #expect(model.cell("d4")?.enabled == true)
        let over = AppModel.playing().with(Games.xWinsFirst)
        #expect(over.state.game?.board.cells.contains { $0.enabled } == false)
    }

    @Test func r3_3_4_4_2_refusedTapsChangeNothingAndSayWhy() {
        let playing = AppModel.playing().with("e5")
        let cases: [(String, String)] = [("e5", "This cell is already marked"), ("a1", "Play inside the highlighted area")]
        for (cell, reason) in cases {
            var model = playing
            #expect(model.tap(cell).isEmpty)
            #expect(model.game == playing.game)
            #expect(model.state.game?.refusal == reason)
        }
        var over = AppModel.playing().with(Games.xWinsFirst)
        over.send(.closeDialog)
        over.tap("i9")
        #expect(over.state.game?.refusal == "The game is over")
    }

    @Test func theRefusalReasonIsClearedByTheNextAcceptedIntent() {
        var model = AppModel.playing().with("e5")
        model.tap("a1")
        model.send(.finishTurn)
        #expect(model.state.game?.refusal != nil, "an intent that does nothing keeps the reason")
        model.tap("d4")
        #expect(model.state.game?.refusal == nil)
    }

    @Test func r3_3_4_4_1_cellsShowTheirMarks() {
        let model = AppModel.playing().with("e5 e4")
        #expect(model.cell("e5")?.mark == .x && model.cell("e4")?.mark == .o && model.cell("d4")?.mark == CellMark.none)
    }

    @Test func theLastMoveIsMarkedAndSaidUntilTheNextOneOrItsUndo() {
        var model = AppModel.playing().with("e5 e4")
        #expect(model.state.game?.board.cells.filter(\.last).map(\.name) == ["e4"])
        #expect(model.cell("e4")?.label == "e4, O, last move" && model.cell("e5")?.label == "e5, X")
        model.send(.undo)
        #expect(model.state.game?.board.cells.filter(\.last).map(\.name) == ["e5"])
        model.send(.undo)
        #expect(model.state.game?.board.cells.contains(where: \.last) == false, "no move, nothing marked")
    }

    @Test func aPendingMarkIsNotTheLastMoveUntilConfirmed() {
        var model = AppModel.playing(Options(confirmTurn: true))
        model.play("e5")
        model.tap("e4")
        #expect(model.cell("e5")?.last == true && model.cell("e4")?.last == false)
        #expect(model.cell("e4")?.label == "e4, O, not yet confirmed")
    }

    @Test func r3_5_4_winnerDialogNamesTheWinnerAndCloses() throws {
        let games = [
            (MiniFieldStrategy.first, Games.xWinsFirst, "X won"), (.first, Games.oWinsFirst, "O won"),
            (.any, Games.xWinsAny, "X won"),
        ]
        for (strategy, moves, message) in games {
            var model = AppModel.playing(Options(strategy: strategy)).with(moves)
            let dialog = try #require(model.state.dialog)
            #expect(dialog.kind == .winner && dialog.message == message)
            #expect(dialog.buttons.map(\.label) == ["Close", "Review", "Play again"], "the result dialog offers the engine's review and the next game")
            model.send(.closeDialog)
            #expect(model.state.dialog == nil && model.state.screen == .game)
        }
    }

    /// One tap from the result starts the next game with the same options; the one that ended is
    /// in the history, not left unfinished.
    @Test(arguments: [Options(strategy: .any), Options(mode: .classic)])
    func playAgainStartsTheNextGameInOneTap(options: Options) throws {
        var model = AppModel.playing(options).with(options.mode == .classic ? "a1 b1 a2 b2 a3" : Games.xWinsAny)
        #expect(model.state.dialog?.buttons.last?.intent == .playAgain)
        let effects = model.send(.playAgain)
        #expect(model.state.screen == .game && model.state.dialog == nil)
        #expect(model.state.game?.board.cells.allSatisfy { $0.mark == .none } == true, "a new, empty board")
        #expect(model.game?.board.mode == options.mode && model.state.game?.board.cells.count == (options.mode == .classic ? 9 : 81),
                "the same options")
        #expect(effects.contains(.store(.game(try #require(model.game)))), "the new game is kept")
    }

    @Test func r3_5_4_2_backClosesTheWinnerDialog() {
        var model = AppModel.playing().with(Games.xWinsFirst)
        model.send(.back)
        #expect(model.state.dialog == nil && model.state.screen == .game)
    }

    @Test(arguments: [AppIntent.closeDialog, .back])
    func r3_5_5_drawDialogSaysItsADrawAndCloses(intent: AppIntent) {
        var model = AppModel.playing().with(Games.drawFirst)
        #expect(model.state.dialog?.kind == .draw)
        #expect(model.state.dialog?.message == "It's a draw")
        model.send(intent)
        #expect(model.state.dialog == nil && model.state.game?.turnLabel == "Game over")
        #expect(model.state.game?.result == "It's a draw")
    }

    @Test func r1_9_2_aDrawSaysWhoWasSentToWhichFullMiniField() throws {
        let model = AppModel.playing().with(Games.drawFirst)
        let game = try #require(model.state.game)
        #expect(game.board.fullField == 8)
        #expect(game.board.cells.filter { $0.field == 8 }.allSatisfy { $0.mark != .none })
        #expect(game.resultDetail == "X was sent to mini-field 8, which is full.")
        #expect(model.state.dialog?.detail == game.resultDetail)
        let russian = AppModel.playing(Options(language: .ru)).with(Games.drawFirst)
        #expect(russian.state.dialog?.detail == "X отправлен в мини-поле 8, а оно заполнено.")
    }

    @Test func aWonGameNamesTheWinnerOnTheScreenAfterTheDialog() {
        var model = AppModel.playing().with(Games.xWinsFirst)
        model.send(.closeDialog)
        #expect(model.state.game?.result == "X won" && model.state.game?.resultDetail == nil)
        #expect(model.state.game?.board.fullField == nil)
    }

    @Test func everyMoveIsAnnouncedWithWhereTheNextPlayerGoes() {
        var model = AppModel.playing()
        #expect(model.state.game?.announcement == nil)
        model.tap("e4")
        #expect(model.state.game?.announcement == "X played e4. O plays in mini-field 8.")
        model.tap("e2")
        #expect(model.state.game?.announcement == "O played e2. X plays in mini-field 5.")
    }

    @Test func dialogsFocusTheSafeChoice() throws {
        var model = AppModel.playing()
        model.send(.exit)
        let exit = try #require(model.state.dialog)
        #expect(exit.buttons[exit.focus].intent == .cancelExit)
        #expect(AppModel.playing().with(Games.xWinsFirst).state.dialog?.focus == 0)
        var kept = AppModel.playing().with("e5")
        kept.send(.exit)
        kept.send(.confirmExit)
        kept.send(.startGame)
        let newGame = try #require(kept.state.dialog)
        #expect(newGame.kind == .newGameConfirmation && newGame.buttons[newGame.focus].intent == .cancelNewGame)
    }

    @Test func aFinishedGameGoesToTheHistoryInsteadOfTheAutosaveAndItsAchievementIsAskedFor() throws {
        var model = AppModel.playing().with(String(Games.xWinsFirst.dropLast(3)))
        model.receive(.clock(now: 90_000))
        let effects = model.tap("a3")
        let finished = try #require(model.game)
        #expect(effects == [
            .store(.gameEnded(PlayedGame(game: finished, endedAt: 90_000, result: .won(.x)))), .store(.game(finished)),
            .fetch(.summaries),
        ])
        #expect(finished.recordedEndings == [finished.board.moves], "the game remembers that its ending is recorded")
        #expect(recorded(effects).first?.game.recordedEndings == [], "the history keeps the game as played")
        #expect(finished.moveTimes.last == 90_000 && finished.moveTimes.count == finished.board.moves.count)
    }

    /// The games the effects record in the history.
    private func recorded(_ effects: [AppEffect]) -> [PlayedGame] {
        effects.compactMap { if case .store(.gameEnded(let game)) = $0 { game } else { nil } }
    }

    @Test func aGameEndedUndoneAndRedoneIsRecordedOnce() throws {
        var model = AppModel.playing().with(String(Games.xWinsFirst.dropLast(3)))
        #expect(recorded(model.tap("a3")).map(\.result) == [.won(.x)])
        model.send(.closeDialog)
        #expect(recorded(model.send(.undo)).isEmpty && model.state.game?.result == nil)
        let redone = model.send(.redo)
        #expect(recorded(redone).isEmpty, "the same ending is in the history already")
        #expect(redone.contains(.store(.game(try #require(model.game)))), "the game on screen is still saved")
        #expect(model.state.dialog?.kind == .winner)
    }

    @Test func aGameUndoneAfterItsEndAndEndedAnotherWayRecordsThatEndingToo() throws {
        // X wins with a3; after undo, b2 and d4 go first, and a3 wins again, in another game.
        var model = AppModel.playing().with(String(Games.xWinsFirst.dropLast(3)))
        model.tap("a3")
        model.send(.closeDialog)
        model.send(.undo)
        model.play("b2 d4")
        let ended = recorded(model.tap("a3"))
        #expect(ended.map(\.result) == [.won(.x)], "a different ending from the recorded one")
        #expect(ended.first?.moves.suffix(3) == (try Cell.moves(notation: "b2 d4 a3"))[...])
    }

    @Test func aGameUndoneAfterItsEndIsNotAbandonedByANewGame() {
        var model = AppModel.playing().with(String(Games.xWinsFirst.dropLast(3)))
        model.tap("a3")
        model.send(.closeDialog)
        model.send(.undo)
        model.send(.exit)
        model.send(.confirmExit)
        model.send(.startGame)
        #expect(model.state.dialog?.kind == .newGameConfirmation)
        #expect(recorded(model.send(.confirmNewGame)).isEmpty, "its ending is in the history already")
        var unfinished = AppModel.playing().with("e5")
        unfinished.send(.exit)
        unfinished.send(.confirmExit)
        unfinished.send(.startGame)
        #expect(recorded(unfinished.send(.confirmNewGame)).map(\.result) == [.abandoned])
    }

    @Test func aGameThePlayerNeverMovedInIsReplacedWithoutAQuestionAndLeavesNoRow() throws {
        for options in [Options(), Options(opponent: .novice, computerPlays: .x)] {
            var model = AppModel(options: options)
            if let first = model.send(.startGame).thinkRequests.first {
                model.receive(first.answer())
                #expect(model.game?.board.moves.count == 1, "the computer opened")
            }
            model.send(.exit)
            model.send(.confirmExit)
            let effects = model.send(.startGame)
            #expect(model.state.screen == .game && model.state.dialog == nil, "no question for a game nobody played")
            #expect(recorded(effects).isEmpty, "no abandoned row with no move of the player's")
        }
    }

    @Test func undoTakesBackTheLastMoveAndRedoPlaysItAgain() {
        var model = AppModel.playing()
        #expect(model.state.game?.undo?.enabled == false && model.state.game?.redo?.enabled == false)
        model.play("e5 e4")
        model.send(.undo)
        #expect(model.cell("e4")?.mark == CellMark.none && model.state.game?.turnLabel == "It's O's turn")
        #expect(model.state.game?.redo?.enabled == true)
        model.send(.undo)
        #expect(model.cell("e5")?.mark == CellMark.none)
        model.send(.redo)
        #expect(model.cell("e5")?.mark == .x && model.cell("e4")?.mark == CellMark.none)
        model.tap("d4")
        #expect(model.state.game?.redo?.enabled == false, "a new move clears what could be redone")
    }
}
