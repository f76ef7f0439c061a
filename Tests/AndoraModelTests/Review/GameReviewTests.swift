import AndoraHost
import AndoraModel
import AndoraCore
import AndoraEngine
import AndoraTestSupport
import Testing

/// The engine reviews a played game: every position judged, every move marked.
@Suite(.cpuBound) struct GameReviewTests {
    /// A played game of these moves as the history holds it (id 7).
    private func entry(_ moves: String, result: GameResult, board: (([Cell]) throws -> SavedBoard)? = nil) throws -> HistoryEntry {
        let cells = try Cell.moves(notation: moves)
        let saved = try board?(cells) ?? .andora(try GameRecord(rules: .andora(strategy: .first), moves: cells))
        let game = SavedGame(board: saved, confirmTurn: false, opponent: .human, computerPlays: .o, startedAt: 1_000)
        return HistoryEntry(id: 7, game: PlayedGame(game: game, endedAt: 90_000, result: result))
    }

    /// A model on the replay of a played game of these moves.
    private func replaying(
        _ moves: String, result: GameResult, options: Options = .default, board: (([Cell]) throws -> SavedBoard)? = nil
    ) throws -> AppModel {
        var model = AppModel(options: options)
        model.send(.openHistory)
        model.receive(.fetched(HistoryQuery(), HistoryPage(entries: [try entry(moves, result: result, board: board)], total: 1)))
        model.send(.openPlayedGame(7))
        return model
    }

    /// The review's search of the model, checked to be the one a review asks.
    private func reviewRequest(in effects: [AppEffect]) throws -> ThinkRequest {
        let request = try #require(effects.thinkRequests.first)
        #expect(effects.thinkRequests.count == 1 && request.purpose == .review && request.level == .expert)
        #expect(request.budget == .nodes(WinChance.nodes), "a node budget: the same game always gets the same review")
        return request
    }

    @Test func theChartHasAScaleAndALegendAndTheMarksAKey() throws {
        var model = try replaying(AndoraGames.xWinsFirst, result: .won(.x))
        model.send(.startReview)
        let review = try #require(model.state.replay?.review)
        #expect(review.chartScale == ["100 %", "50 %", "0 %"])
        #expect(review.chartLegend == "Line: X's chances after each move (100 %: X wins, 0 %: O wins). Dashed: the move shown.")
        #expect(review.marksKey == "?! inaccuracy · ? mistake · ?? blunder")
    }

    @Test func everyPositionIsJudgedInTurnAndEveryMoveMarked() throws {
        var model = try replaying(AndoraGames.xWinsFirst, result: .won(.x))
        let offered = try #require(model.state.replay?.review)
        #expect(offered.start.enabled && !offered.running && offered.judged == 0 && offered.total == 26)
        #expect(offered.chart.allSatisfy { $0 == nil } && offered.summary.isEmpty)
        var effects = model.send(.startReview)
        var steps: [Int] = []
        while let request = effects.thinkRequests.first {
            _ = try reviewRequest(in: effects)
            steps.append(request.game.moves.count)
            let running = try #require(model.state.replay?.review)
            #expect(running.running && !running.start.enabled && running.progress == "Reviewing: \(running.judged) of 26 positions")
            effects = model.receive(request.answer())
        }
        #expect(steps == Array(0..<25), "one position at a time; the won end needs no search")
        let review = try #require(model.state.replay?.review)
        #expect(!review.running && review.judged == 26 && review.progress == "Review complete")
        #expect(review.chart.count == 26 && review.chart.allSatisfy { $0 != nil })
        #expect(review.chart.last == 100 && review.chanceForX == 100 && review.verdict == "X won")
        #expect(review.chartLabel.hasPrefix("X's chances move by move:"))
        #expect(review.summary.count == 2 && review.summary[0].hasPrefix("X: accuracy ") && review.summary[1].hasPrefix("O: accuracy "))
        let moves = try #require(model.state.replay?.moves)
        #expect(moves.allSatisfy { $0.mark != nil && $0.markLabel != nil })
        #expect(moves.last?.mark == .best, "the winning move is the engine's")
    }

    /// Judgements given by hand, so that the marks do not depend on the search: O's second move
    /// (e4, the game's move 2) hands X a proven win.
    @Test func aMoveThatGivesTheGameAwayIsABlunderWithTheBetterMoveOnRequest() throws {
        var model = try replaying("h1 d1 b3 d8", result: .abandoned)
        var request = try reviewRequest(in: model.send(.startReview))
        let even = { (mover: Player, move: String?) in Judgement(move: move.flatMap { Move(notation: $0) }, mover: mover, score: 0, rules: .first) }
        let judgements = [
            even(.x, "h1"), even(.o, "e5"), Judgement(move: Move(notation: "b3"), mover: .x, score: 999_990, rules: .first),
            Judgement(move: Move(notation: "d8"), mover: .o, score: -999_991, rules: .first), Judgement(move: Move(notation: "a1"), mover: .x, score: 999_990, rules: .first),
        ]
        for (step, judgement) in judgements.enumerated() {
            #expect(request.game.moves.count == step)
            let effects = model.receive(.judged(request: request.id, judgement: judgement))
            guard step < judgements.count - 1 else {
                #expect(effects.isEmpty)
                break
            }
            request = try reviewRequest(in: effects)
        }
        var replay = try #require(model.state.replay)
        #expect(replay.moves.map(\.mark) == [.best, .blunder, .best, .best])
        #expect(replay.moves[1].markSymbol == "??" && replay.moves[1].markLabel == "blunder")
        let review = try #require(replay.review)
        #expect(review.verdict == "X wins in 5", "the position shown: X to move, a win found 10 plies ahead")
        #expect(review.summary == [
            "X: accuracy 100 % · inaccuracies: 0 · mistakes: 0 · blunders: 0",
            "O: accuracy 14 % · inaccuracies: 0 · mistakes: 0 · blunders: 1",
        ])
        #expect(review.biggestMistake.enabled && review.biggestMistake.intent == .replayStep(2))
        replay = try #require(model.send(review.biggestMistake.intent).isEmpty ? model.state.replay : nil)
        #expect(replay.step == 2 && replay.review?.note == "Move 2, d1: blunder, O's chances fell from 50 % to 0 %. Better: e5.")
        #expect(!replay.board.cells.contains { $0.hint })
        let better = try #require(replay.review?.betterMove)
        #expect(better.enabled && better.label == "Show the better move")
        model.send(better.intent)
        replay = try #require(model.state.replay)
        #expect(replay.board.cells.filter(\.hint).map(\.name) == ["e5"])
        #expect(replay.review?.betterMove.label == "Hide the better move")
        model.send(.replayStep(1))
        #expect(model.state.replay?.review?.betterMove.enabled == false, "h1 was the engine's move")
        #expect(model.state.replay?.board.cells.contains { $0.hint } == false)
    }

    @Test func aReviewLeftGoesOnWhereItStoppedWhenTheGameIsOpenedAgain() throws {
        var model = try replaying(AndoraGames.xCapturesCentre, result: .abandoned)
        var request = try reviewRequest(in: model.send(.startReview))
        request = try reviewRequest(in: model.receive(request.answer()))
        #expect(request.game.moves.count == 1)
        model.send(.back)
        #expect(model.awaitedThought == nil && model.state.history != nil, "leaving pauses it: the host cancels the search")
        #expect(model.receive(request.answer()).isEmpty, "a stale answer is ignored")
        let page = HistoryPage(entries: [try entry(AndoraGames.xCapturesCentre, result: .abandoned)], total: 1)
        model.receive(.fetched(HistoryQuery(), page))
        let reopened = try reviewRequest(in: model.send(.openPlayedGame(7)))
        #expect(reopened.game.moves.count == 1, "the position not judged yet")
        #expect(model.state.replay?.review?.judged == 1 && model.state.replay?.review?.start.enabled == false)
    }

    @Test func onlyGamesTheEngineKnowsAreReviewed() throws {
        var model = try replaying("b2 a1 c3", result: .abandoned) { cells in
            .classic(try GameRecord(rules: try #require(ClassicRules(size: 3, inARow: 3)), moves: cells))
        }
        #expect(model.state.replay != nil && model.state.replay?.review == nil)
        #expect(model.send(.startReview).isEmpty)
    }

    @Test func theReviewIsInRussianToo() throws {
        var model = try replaying("h1 d1", result: .abandoned, options: Options(language: .ru))
        var request = try reviewRequest(in: model.send(.startReview))
        let review = try #require(model.state.replay?.review)
        #expect(review.title == "Разбор партии" && review.start.label == "Разобрать партию")
        #expect(review.progress == "Разбор: 0 из 3 позиций")
        for _ in 0..<3 {
            guard let next = model.receive(request.answer()).thinkRequests.first else { break }
            request = next
        }
        let done = try #require(model.state.replay?.review)
        #expect(done.progress == "Разбор готов" && done.summary.first?.hasPrefix("X: точность ") == true)
    }
}
