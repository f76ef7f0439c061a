import AndoraModel
import AndoraCore
import AndoraEngine
import AndoraTestSupport
import Testing

/// The coach, an option off by default, says after each of the player's moves how good
/// it was and why, in words a beginner follows, with the better move on request.
@Suite(.cpuBound) struct CoachTests {
    /// AndoraGames.oWinsFirst: X's 23rd move, h1, lets O win at once with d1.
    private let beforeTheMistake = AndoraGames.oWinsFirst.split(separator: " ").prefix(22).joined(separator: " ")

    /// Answers the coach's searches until the model asks for none (or for the computer's move).
    private func answerTheCoach(_ effects: [AppEffect], _ model: inout AppModel) -> [AppEffect] {
        var effects = effects
        while let request = effects.thinkRequests.first, request.purpose == .review {
            #expect(request.budget == .nodes(WinChance.nodes) && request.level == .expert)
            effects = model.receive(request.answer())
        }
        return effects
    }

    @Test func theCoachIsOffByDefaultAndOnlyForAndora() {
        var model = AppModel.playing(Options(opponent: .novice))
        #expect(model.tap("e5").thinkRequests.map(\.purpose) == [.move], "no coach: the computer is asked at once")
        #expect(model.state.game?.coach == nil)
        var options = AppModel()
        options.send(.openOptions)
        #expect(options.state.options?.coach?.on == false && options.state.options?.coach?.label == "Coach: a note on each of your moves")
        options.send(.back)
        options.send(.chooseMode(.classic))
        options.send(.openOptions)
        #expect(options.state.options?.coach == nil, "classic games have no engine")
    }

    @Test func theCoachJudgesTheMoveThenTheComputerReplies() throws {
        var model = AppModel.playing(Options(opponent: .expert, coach: true))
        #expect(model.state.game?.coach?.note == "The coach will say what each of your moves was worth.")
        let effects = model.tap("e5")
        let first = try #require(effects.thinkRequests.first)
        #expect(first.purpose == .review && first.game.moves.isEmpty, "the position before the move first")
        let second = try #require(model.receive(first.answer()).thinkRequests.first)
        #expect(second.purpose == .review && second.game.moves.map(\.notation) == ["e5"])
        let reply = model.receive(second.answer())
        #expect(reply.thinkRequests.map(\.purpose) == [.move], "then the computer's move")
        let coach = try #require(model.state.game?.coach)
        #expect(coach.note.hasPrefix("Your move e5: "))
        #expect(model.state.game?.computerThinking == true)
        let move = try #require(reply.thinkRequests.first)
        model.receive(move.answer())
        #expect(model.game?.board.moves.count == 2, "the computer replied")
        #expect(model.state.game?.coach == coach, "the note on the player's move stays through the computer's reply")
        model.send(.undo)
        #expect(model.state.game?.coach?.note == "The coach will say what each of your moves was worth.",
                "undone, the move's note goes with it")
    }

    @Test func aMoveThatLetsTheOpponentWinSaysSoAndShowsTheBetterMove() throws {
        var model = AppModel.playing(Options(coach: true))
        model.play(beforeTheMistake)
        _ = answerTheCoach(model.tap("h1"), &model)
        let coach = try #require(model.state.game?.coach)
        #expect(coach.mark?.isError == true)
        #expect(coach.note.hasPrefix("Your move h1: ") && coach.note.contains("This lets O win the game at once."), "\(coach.note)")
        let better = try #require(coach.betterMove)
        #expect(better.label == "Show the better move" && coach.note.contains("Better: "))
        #expect(model.state.game?.board.cells.contains { $0.hint } == false)
        model.send(better.intent)
        let hinted = model.state.game?.board.cells.filter(\.hint).map(\.name) ?? []
        #expect(hinted.count == 1 && coach.note.hasSuffix("Better: \(hinted[0])."))
        #expect(model.state.game?.coach?.betterMove?.label == "Hide the better move")
        model.tap("f1")
        #expect(model.state.game?.coach?.mark == nil && model.state.game?.board.cells.contains { $0.hint } == false,
                "the next move replaces the note")
    }

    @Test func theBetterMoveIsShownOnlyOnTheBoardItWasBetterOn() throws {
        var game = try #require(AppModel.playing().with(beforeTheMistake).game)
        (game.opponent, game.computerPlays) = (.novice, .o)
        var model = AppModel(StoredProfile(options: Options(opponent: .novice, coach: true), game: game, place: .game))
        _ = model.launch()
        let effects = answerTheCoach(model.tap("h1"), &model)
        let better = try #require(model.state.game?.coach?.betterMove, "before the reply the better move can be shown")
        model.send(better.intent)
        #expect(model.state.game?.board.cells.contains { $0.hint } == true)
        model.receive(try #require(effects.thinkRequests.first).answer())
        #expect(model.game?.board.moves.count == 24, "the computer replied")
        let coach = try #require(model.state.game?.coach)
        #expect(coach.note.contains("Better: "), "the note still names the better move")
        #expect(coach.betterMove == nil && model.state.game?.board.cells.contains { $0.hint } == false,
                "on the board after the reply, the cell would point at a position that is gone")
    }

    @Test func aMissedWinIsNamed() throws {
        var model = AppModel.playing(Options(coach: true))
        model.play(beforeTheMistake + " h1")
        _ = answerTheCoach(model.tap("f1"), &model)
        let coach = try #require(model.state.game?.coach)
        #expect(coach.note.contains("You could have won the game with d1."), "\(coach.note)")
        #expect(coach.mark?.isError == true && coach.note.hasSuffix("Better: d1."))
    }

    @Test func everyNoteSaysWhyEvenWhenNoFactOfTheBoardDoes() throws {
        var model = AppModel.playing(Options(coach: true))
        _ = answerTheCoach(model.tap("e5"), &model)
        let note = try #require(model.state.game?.coach?.note)
        #expect(note.hasPrefix("Your move e5: ") && note.contains("Your winning chances "), "\(note)")
        let chances = note.split { !$0.isNumber }.compactMap { Int($0) }.filter { $0 != 5 }
        #expect(!chances.isEmpty && chances.allSatisfy { (0...100).contains($0) }, "the chances are percentages: \(note)")
    }

    @Test func theBoardNamesItsCellsWhileTheCoachIsOn() {
        #expect(AppModel.playing(Options(coach: true)).state.game?.coordinates == true, "the notes name cells the board shows")
        #expect(AppModel.playing().state.game?.coordinates == false)
        #expect(AppModel.playing(Options(mode: .classic, coach: true)).state.game?.coordinates == false,
                "no coach in classic games, so no letters unless asked for")
    }

    @Test func theCoachSpeaksRussian() throws {
        var model = AppModel.playing(Options(language: .ru, coach: true))
        model.play(beforeTheMistake)
        _ = answerTheCoach(model.tap("h1"), &model)
        let note = try #require(model.state.game?.coach?.note)
        #expect(note.hasPrefix("Ваш ход h1: ") && note.contains("Так O сразу выигрывает партию."), "\(note)")
    }
}
