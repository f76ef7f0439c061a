import AndoraHost
import AndoraModel
import AndoraCore
import AndoraTestSupport
import Foundation
import Testing

/// R5.2.3: a played game replayed move by move, autoplay, and a new game from any point.
@Suite struct ReplayTests {
    private let store = MemoryProfileStore()
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!

    /// Alice's runtime on the replay of a won game (X wins under `first`).
    private func replaying() async throws -> (AppRuntime, ReplayScreenState, ManualTime) {
        let moves = try Cell.moves(notation: AndoraGames.xWinsFirst)
        let game = SavedGame(
            board: .andora(try GameRecord(rules: .andora(strategy: .first), moves: moves)), confirmTurn: false,
            opponent: .expert, computerPlays: .o, startedAt: 1_000)
        try await store.commit([.gameEnded(PlayedGame(game: game, endedAt: 90_000, result: .won(.x)))], for: alice)
        let time = ManualTime(100_000)
        let runtime = AppRuntime(store: store, clock: { time.now })
        let history = try #require(await runtime.send(.openHistory, as: alice).history)
        let row = try #require(history.rows.first)
        let replay = try #require(await runtime.send(row.open, as: alice).replay)
        return (runtime, replay, time)
    }

    /// The board of the game after `count` moves, as the game screen drew it when it was played.
    private func board(after count: Int) throws -> BoardState {
        var model = AppModel.playing(Options(strategy: .first))
        model.play(AndoraGames.xWinsFirst.split(separator: " ").prefix(count).joined(separator: " "))
        return comparable(try #require(model.state.game?.board))
    }

    /// The replayed board with what only a playable board has (enabled cells, labels) left out.
    private func comparable(_ board: BoardState) -> BoardState {
        var board = board
        for index in board.cells.indices {
            board.cells[index].enabled = false
            board.cells[index].label = ""
        }
        for index in board.miniFields.indices { board.miniFields[index].label = "" }
        return board
    }

    @Test func r5_2_3_everyStepShowsTheBoardAsItWasPlayed() async throws {
        let (runtime, opened, _) = try await replaying()
        #expect(opened.step == 25 && opened.moveCount == 25 && opened.position == "Move 25 of 25")
        #expect(opened.board.winner == .x && !opened.board.fieldLines.isEmpty, "the winning line shows")
        #expect(opened.title == "Andora (first) · Computer (expert) as O · X won")
        #expect(opened.notation == AndoraGames.xWinsFirst)
        var replay = opened
        for step in stride(from: 25, through: 0, by: -1) {
            #expect(comparable(replay.board) == (try board(after: step)), "step \(step)")
            #expect(replay.moves.filter(\.current).map(\.notation) == (step > 0 ? [opened.moves[step - 1].notation] : []))
            guard replay.previous.enabled else { break }
            replay = try #require(await runtime.send(replay.previous.intent, as: alice).replay)
        }
        #expect(replay.step == 0 && !replay.first.enabled)
        let end = try #require(await runtime.send(replay.last.intent, as: alice).replay)
        #expect(end.step == 25 && !end.next.enabled)
        let chosen = try #require(await runtime.send(end.moves[9].intent, as: alice).replay)
        #expect(chosen.step == 10)
    }

    @Test func r5_2_3_thePictureIsTheBoardShownNamedByTheDayAndTheGame() async throws {
        let (runtime, opened, _) = try await replaying()
        #expect(opened.downloadPicture == "Download picture of the final position")
        #expect(opened.finalPicture == nil && opened.downloadFinalPicture == nil, "the final position is the one shown")
        #expect(opened.fileName == "andora-1970-01-01-1", "ended 90 s after 1970 began; the first game stored")
        #expect(opened.pictureFileName == opened.fileName)
        #expect(opened.picture == BoardPicture.svg(of: opened.board, title: opened.title + " — Move 25 of 25"))
        let earlier = try #require(await runtime.send(.replayStep(3), as: alice).replay)
        #expect(earlier.picture == BoardPicture.svg(of: earlier.board, title: earlier.title + " — Move 3 of 25"))
        #expect(earlier.picture.components(separatedBy: "data-cell=").count == 4, "three marks")
        #expect(earlier.fileName == opened.fileName)
        #expect(earlier.downloadPicture == "Download picture of move 3" && earlier.pictureFileName == "andora-1970-01-01-1-move-3",
                "the button and the file say which move the picture shows")
        #expect(earlier.finalPicture == opened.picture && earlier.downloadFinalPicture == "Download picture of the final position",
                "the final position is offered beside it")
    }

    @Test func theDownloadedMovesFileOpensFromHistoryIntoAReplayThatStoresNothing() async throws {
        let (runtime, opened, _) = try await replaying()
        #expect(opened.notationFile.hasPrefix("[Game \"Andora\"]\n[Rules \"first\"]\n"))
        _ = await runtime.send(.back, as: alice)
        let reopened = try #require(await runtime.send(.openGameFile(text: opened.notationFile), as: alice).replay)
        #expect(reopened.moves.map(\.notation) == opened.moves.map(\.notation) && reopened.step == 25)
        #expect(reopened.playFromHere.enabled == false && reopened.review != nil, "a finished Andora game, reviewable")
        let history = try #require(await runtime.send(reopened.back.intent, as: alice).history)
        #expect(history.rows.count == 1, "the opened game did not join the history")
    }

    @Test func movesThatCannotBeOpenedAreRefusedInThePlayersLanguage() async throws {
        let runtime = AppRuntime(store: store, clock: { 100_000 })
        for intent: AppIntent in [.openOptions, .setLanguage(.ru), .saveOptions, .openHistory] {
            _ = await runtime.send(intent, as: alice)
        }
        let refused = try #require(await runtime.send(.openGameFile(text: "e5 e5"), as: alice).history)
        #expect(refused.opening.refusal == "Ход 2, e5, так сделать нельзя.")
        #expect(try await store.profile(alice)?.place == .history, "still on History, nothing else changed")
    }

    @Test func r5_2_3_autoplayStepsOnWithTheClockAndStopsAtTheEnd() async throws {
        let (runtime, opened, time) = try await replaying()
        let startedState = await runtime.send(opened.autoplay.intent, as: alice)
        let started = try #require(startedState.replay)
        #expect(started.step == 0 && started.autoplay.label == "Stop", "from the end it starts over")
        #expect(startedState.wakeIn == 800, "the host is woken for the next step")
        for expected in 1...25 {
            time.advance(seconds: 1)
            #expect(await runtime.state(of: alice).replay?.step == expected)
        }
        time.advance(seconds: 1)
        let stopped = await runtime.state(of: alice)
        #expect(stopped.replay?.autoplay.label == "Play")
        #expect(stopped.wakeIn == nil)
    }

    @Test func r5_2_3_playFromHereStartsAGameFromThatPosition() async throws {
        let (runtime, opened, _) = try await replaying()
        _ = await runtime.send(.replayStep(6), as: alice)
        let game = try #require(await runtime.send(opened.playFromHere.intent, as: alice).game)
        let expected = Array(AndoraGames.xWinsFirst.split(separator: " ").prefix(6))
        #expect(game.board.cells.filter { $0.mark != .none }.count == 6)
        #expect(expected.allSatisfy { name in game.board.cells.contains { $0.name == name && $0.mark != .none } })
        #expect(game.turn == .x && game.computerThinking == false, "the played game's opponent: the computer plays O")
        #expect(game.hint?.enabled == true, "the hint can be asked there")
    }

    /// The replayed moves are not the player's: nothing to take back, and leaving the game untouched
    /// leaves no abandoned row, as with a new game nobody moved in.
    @Test func r5_2_3_aGamePlayedFromHereBeginsWithMovesThatAreNotThePlayers() async throws {
        let (runtime, opened, _) = try await replaying()
        _ = await runtime.send(.replayStep(6), as: alice)
        let game = try #require(await runtime.send(opened.playFromHere.intent, as: alice).game)
        #expect(game.undo?.enabled == false, "the replay's moves are not taken back")
        let open = try #require(game.board.cells.first { $0.enabled })
        let played = try #require(await runtime.send(.tapCell(try Cell(notation: open.name)), as: alice).game)
        #expect(played.board.cells.filter { $0.mark != .none }.count == 7 && played.undo?.enabled == true)
        let undone = try #require(await runtime.send(.undo, as: alice).game)
        #expect(undone.board.cells.filter { $0.mark != .none }.count == 6 && undone.undo?.enabled == false)
        _ = await runtime.send(.exit, as: alice)
        _ = await runtime.send(.confirmExit, as: alice)
        let started = await runtime.send(.startGame, as: alice)
        #expect(started.screen == .game && started.dialog == nil, "no question for a game the player never moved in")
        #expect(store.playedGames(of: alice).count == 1, "no abandoned row")
    }

    /// Against a computer playing X, from a replayed position where X is to move: the computer's
    /// reply alone is not the player's, the player's move after it is.
    @Test(arguments: [Player.x, .o])
    func r5_2_3_theStartingMovesAreNotThePlayersWhoeverTheComputerPlays(computer: Player) throws {
        let moves = try Cell.moves(notation: "e5 e4 d3 a9 b8")
        let game = SavedGame(
            board: .andora(try GameRecord(rules: .andora(strategy: .first), moves: moves)), confirmTurn: false,
            opponent: .novice, computerPlays: computer, startingMoves: 5)
        var model = AppModel(StoredProfile(game: game, place: .game))
        if let request = model.launch().thinkRequests.first { model.receive(request.answer()) }
        let first = try #require(model.state.game)
        #expect(first.undo?.enabled == false, computer == .o ? "the computer (O) replied" : "nothing moved yet")
        let open = try #require(first.board.cells.first { $0.enabled })
        model.send(.tapCell(try Cell(notation: open.name)))
        #expect(model.state.game?.undo?.enabled == true, "the player's own move")
    }

    /// A reload (a new runtime on the same store) during a replay lands on the History screen it was
    /// opened from, its games read again.
    @Test func aReloadDuringAReplayContinuesOnTheHistoryScreen() async throws {
        let (_, _, time) = try await replaying()
        let reloaded = await AppRuntime(store: store, clock: { time.now }).state(of: alice)
        #expect(reloaded.screen == .history)
        #expect(reloaded.history?.rows.count == 1)
    }

    @Test func playFromHereAsksBeforeReplacingAnUnfinishedGame() async throws {
        let (runtime, opened, _) = try await replaying()
        _ = await runtime.send(.back, as: alice)
        _ = await runtime.send(.back, as: alice)
        _ = await runtime.send(.startGame, as: alice)
        _ = await runtime.send(.tapCell(try Cell(notation: "a1")), as: alice)
        _ = await runtime.send(.exit, as: alice)
        _ = await runtime.send(.confirmExit, as: alice)
        let history = try #require(await runtime.send(.openHistory, as: alice).history)
        let row = try #require(history.rows.first)
        _ = await runtime.send(row.open, as: alice)
        let asked = await runtime.send(opened.playFromHere.intent, as: alice)
        #expect(asked.dialog?.kind == .newGameConfirmation && asked.screen == .replay)
        let playing = await runtime.send(.confirmNewGame, as: alice)
        #expect(playing.screen == .game)
        #expect(store.playedGames(of: alice).last?.result == .abandoned, "the unfinished game is recorded as abandoned")
    }
}
