import AndoraHost
import AndoraModel
import AndoraCore
import AndoraEngine
import Foundation
import Testing

@Suite struct ComputerOpponentTests {
    /// Runs the search a request asks for with a small node budget, so the answer is reproducible.
    private func answer(_ request: ThinkRequest) async -> HostEvent {
        var quick = request
        quick.budget = .nodes(64)
        return await think(quick)
    }

    @Test func opponentAndComputerSignAreDraftsUntilSave() {
        var model = AppModel()
        model.send(.openOptions)
        model.send(.setOpponent(.expert))
        model.send(.setComputerPlays(.x))
        let options = model.state.options
        #expect(options?.opponent?.choices.map(\.label) == [
            "Another player", "Computer (novice)", "Computer (middle)", "Computer (strong)", "Computer (expert)",
        ])
        #expect(options?.opponent?.choices.last?.selected == true)
        #expect(options?.computerPlays?.choices.map(\.label) == ["X", "O"])
        #expect(options?.computerPlays?.choices.first?.selected == true)
        model.send(.back)
        model.send(.discardOptions)
        #expect(model.options == .default)
        model.send(.openOptions)
        #expect(model.state.options?.opponent?.choices.first?.selected == true)
        #expect(model.state.options?.computerPlays == nil, "the computer's sign does not apply to another player")
        model.send(.setOpponent(.novice))
        let effects = model.send(.saveOptions)
        #expect(model.options.opponent == .novice && model.options.computerPlays == .o)
        #expect(effects == [.store(.options(model.options))])
    }

    @Test func optionsStoredWithoutTheOpponentKeysPlayAgainstAnotherPlayer() throws {
        let old = #"{"mode":"andora","strategy":"any","confirmTurn":false,"language":"en"}"#
        let options = try JSONDecoder().decode(Options.self, from: Data(old.utf8))
        #expect(options.opponent == .human && options.computerPlays == .o)
        let game = #"{"board":{"mode":"andora","record":{"rules":"first","moves":["e5"],"undoneMoves":[]}},"#
            + #""confirmTurn":false}"#
        #expect(try JSONDecoder().decode(SavedGame.self, from: Data(game.utf8)).opponent == .human)
        let expert = Options(opponent: .expert, computerPlays: .x)
        #expect(try JSONDecoder().decode(Options.self, from: JSONEncoder().encode(expert)) == expert)
    }

    @Test(arguments: [nil, Cell(column: 0, row: 0)])
    func anAnswerWithoutALegalMoveAsksTheComputerAgain(cell: Cell?) throws {
        var model = AppModel.playing(Options(opponent: .novice))
        let request = try #require(model.tap("e5").thinkRequests.first)
        let retry = try #require(model.receive(.thought(request: request.id, cell: cell)).thinkRequests.first)
        #expect(retry.id != request.id && retry.purpose == .move)
        #expect(model.awaitedThought == retry)
        #expect(model.state.game?.computerThinking == true)
    }

    @Test(arguments: [MiniFieldStrategy.first, .any], [Opponent.novice, .middle, .strong, .expert])
    func r5_2_1_theComputerReplies(strategy: MiniFieldStrategy, opponent: Opponent) async throws {
        var model = AppModel.playing(Options(strategy: strategy, opponent: opponent))
        #expect(model.send(.startGame).isEmpty, "start game applies on the main screen only")
        let effects = model.tap("e5")
        let request = try #require(effects.thinkRequests.first)
        #expect(effects.count == 2 && request.purpose == .move && request.level == opponent.level)
        #expect(request.game.rules == .andora(strategy: strategy) && request.game.moves.count == 1)
        let thinking = try #require(model.state.game)
        #expect(thinking.computerThinking && thinking.thinkingLabel == "The computer is thinking…")
        #expect(thinking.turnLabel == "It's O's turn", "R3.2's label stays (docs/SPEC.md, D7)")
        #expect(!thinking.board.cells.contains { $0.enabled })
        #expect(thinking.hint?.enabled == false)
        let reply = await answer(request)
        guard case .thought(request.id, let cell?) = reply else {
            Issue.record("no move in \(reply)")
            return
        }
        let saved = model.receive(reply)
        #expect(saved == [.store(.game(try #require(model.game)))])
        #expect(model.cell(cell.notation)?.mark == .o)
        let game = try #require(model.state.game)
        #expect(!game.computerThinking && game.turn == .x && game.turnLabel == "It's X's turn")
        #expect(game.board.cells.contains { $0.enabled })
    }

    @Test func aTapWhileTheComputerThinksIsRefusedWithAReason() throws {
        var model = AppModel.playing(Options(opponent: .novice))
        model.tap("e5")
        let before = model.game
        model.tap("e4")
        #expect(model.game == before)
        #expect(model.state.game?.refusal == "Wait for the computer's move")
    }

    /// R3.2's label keeps its text; beside it the screen names the opponent and says whose move it is.
    @Test func againstTheComputerTheScreenNamesItAndSaysWhenItIsYourTurn() throws {
        var model = AppModel.playing(Options(opponent: .expert))
        #expect(model.state.game?.opponentLabel == "You (X) vs Computer (expert)")
        #expect(model.state.game?.yourTurnLabel == "Your turn" && model.state.game?.turnLabel == "It's X's turn")
        model.tap("e5")
        #expect(model.state.game?.yourTurnLabel == nil && model.state.game?.thinkingLabel == "The computer is thinking…")
        let second = AppModel.playing(Options(language: .ru, opponent: .novice, computerPlays: .x))
        #expect(second.state.game?.opponentLabel == "Вы (O) против: Компьютер (новичок)")
        var paused = AppModel.playing(Options(language: .ru, opponent: .novice))
        #expect(paused.state.game?.yourTurnLabel == "Ваш ход")
        paused.send(.pause)
        #expect(paused.state.game?.yourTurnLabel == nil, "paused: nobody's move")
        #expect(AppModel(options: Options(opponent: .strong)).state.main?.opponent == "You (X) vs Computer (strong)",
                "the main screen says whom Start game plays")
        let twoPlayers = AppModel.playing(Options(opponent: .human))
        #expect(twoPlayers.state.game?.opponentLabel == "Two players on this device")
        #expect(twoPlayers.state.game?.yourTurnLabel == nil, "the turn label says whose turn it is")
    }

    @Test func theComputerPlayingXMovesFirst() throws {
        var model = AppModel(options: Options(opponent: .expert, computerPlays: .x))
        let effects = model.send(.startGame)
        let request = try #require(effects.thinkRequests.first)
        #expect(request.game.moves.isEmpty && request.level == .expert)
        #expect(model.state.game?.undo?.enabled == false)
        model.receive(.thought(request: request.id, cell: Cell(column: 4, row: 4)))
        #expect(model.cell("e5")?.mark == .x && model.state.game?.turn == .o)
        #expect(model.state.game?.undo?.enabled == false, "the computer's move alone is not taken back")
        #expect(model.send(.undo).isEmpty)
    }

    /// A model against the novice, the player (X) having played e5 and the computer e4.
    private func afterReply() throws -> AppModel {
        var model = AppModel.playing(Options(opponent: .novice))
        let request = try #require(model.tap("e5").thinkRequests.first)
        model.receive(.thought(request: request.id, cell: Cell(column: 4, row: 3)))
        return model
    }

    @Test func r5_1_7_undoTakesBackTheComputersReplyAndThePlayersMove() throws {
        var model = try afterReply()
        #expect(model.state.game?.undo?.enabled == true)
        let effects = model.send(.undo)
        #expect(effects == [.store(.game(try #require(model.game)))])
        #expect(model.cell("e5")?.mark == CellMark.none && model.cell("e4")?.mark == CellMark.none)
        #expect(model.state.game?.turn == .x && model.state.game?.computerThinking == false)
        let redone = model.send(.redo)
        #expect(model.cell("e5")?.mark == .x && model.cell("e4")?.mark == .o)
        #expect(redone.thinkRequests.isEmpty && model.state.game?.turn == .x)
    }

    @Test func undoWhileTheComputerThinksTakesBackThePlayersMoveAndDropsTheSearch() throws {
        var model = AppModel.playing(Options(opponent: .expert))
        let request = try #require(model.tap("e5").thinkRequests.first)
        model.send(.undo)
        #expect(model.cell("e5")?.mark == CellMark.none && model.state.game?.turn == .x)
        #expect(model.awaitedThought == nil)
        let undone = model
        model.receive(.thought(request: request.id, cell: Cell(column: 4, row: 3)))
        #expect(model == undone)
        let redone = model.send(.redo)
        #expect(redone.thinkRequests.count == 1, "redo up to the computer's turn asks it to move")
    }

    @Test func resumingOnTheComputersTurnAsksItAgain() throws {
        var model = AppModel.playing(Options(opponent: .novice))
        let first = try #require(model.tap("e5").thinkRequests.first)
        model.send(.exit)
        model.send(.confirmExit)
        #expect(model.awaitedThought == nil)
        let second = try #require(model.send(.resumeGame).thinkRequests.first)
        #expect(second.id != first.id && second.game == first.game && second.seed == first.seed)
        model.receive(.thought(request: first.id, cell: Cell(column: 4, row: 3)))
        #expect(model.cell("e4")?.mark == CellMark.none)
        model.receive(.thought(request: second.id, cell: Cell(column: 4, row: 3)))
        #expect(model.cell("e4")?.mark == .o)
    }

    @Test func theComputersMoveArrivesUnderTheExitDialog() throws {
        var model = AppModel.playing(Options(opponent: .novice))
        let request = try #require(model.tap("e5").thinkRequests.first)
        model.send(.exit)
        model.receive(.thought(request: request.id, cell: Cell(column: 4, row: 3)))
        #expect(model.state.dialog?.kind == .exitConfirmation)
        model.send(.cancelExit)
        #expect(model.cell("e4")?.mark == .o && model.state.game?.turn == .x)
    }

    /// A game against the novice played to its end: the player's moves tapped, the computer's
    /// arriving as its thoughts.
    private func playedAgainstTheComputer(
        _ moves: String, computerPlays: Player, language: Language = .en
    ) throws -> AppModel {
        var model = AppModel(options: Options(language: language, opponent: .novice, computerPlays: computerPlays))
        var effects = model.send(.startGame)
        for (index, move) in moves.split(separator: " ").enumerated() {
            if (index.isMultiple(of: 2) ? Player.x : .o) == computerPlays {
                let request = try #require(effects.thinkRequests.first, "the computer is asked for move \(index + 1)")
                effects = model.receive(.thought(request: request.id, cell: try Cell(notation: move)))
            } else {
                effects = model.tap(String(move))
            }
        }
        return model
    }

    /// R3.5.4's dialog says "X won" or "O won"; against the computer it also says whether that is
    /// the player (whichever sign they play), in English and Russian.
    @Test(arguments: [(Player.o, "You won!", "Вы победили!"), (.x, "You lost this one.", "На этот раз вы проиграли.")])
    func r3_5_4_theResultAgainstTheComputerSaysWhetherThePlayerWon(computerPlays: Player, english: String, russian: String) throws {
        let model = try playedAgainstTheComputer(Games.xWinsFirst, computerPlays: computerPlays)
        #expect(model.state.dialog?.message == "X won")
        #expect(model.state.dialog?.notes.first == english)
        let inRussian = try playedAgainstTheComputer(Games.xWinsFirst, computerPlays: computerPlays, language: .ru)
        #expect(inRussian.state.dialog?.notes.first == russian)
    }

    @Test func aGameBetweenTwoPlayersOrADrawSaysNothingOfThePlayer() throws {
        #expect(AppModel.playing().with(Games.xWinsFirst).state.dialog?.notes == [])
        let draw = try playedAgainstTheComputer(Games.drawFirst, computerPlays: .o)
        #expect(draw.state.dialog?.kind == .draw && draw.state.dialog?.notes == [])
    }

    @Test func searchSeedsDifferFromGameToGameAndRepeatWithTheSameModelSeed() throws {
        func firstRequests(seed: UInt64) throws -> [UInt64] {
            var model = AppModel(options: Options(opponent: .novice, computerPlays: .x), seed: seed)
            let first = try #require(model.send(.startGame).thinkRequests.first)
            model.send(.exit)
            model.send(.confirmExit)
            let second = try #require(model.send(.startGame).thinkRequests.first, "nobody moved: no question")
            return [first.seed, second.seed]
        }
        let seeds = try firstRequests(seed: 7)
        #expect(seeds[0] != seeds[1])
        #expect(try firstRequests(seed: 7) == seeds)
        #expect(try firstRequests(seed: 8) != seeds)
    }

    @Test func classicGamesAreAlwaysBetweenTwoPlayers() throws {
        var model = AppModel.playing(Options(mode: .classic, opponent: .expert))
        #expect(model.tap("b2").thinkRequests.isEmpty)
        #expect(model.game?.opponent == .human)
        #expect(model.state.game?.turn == .o && model.state.game?.computerThinking == false)
    }
}
