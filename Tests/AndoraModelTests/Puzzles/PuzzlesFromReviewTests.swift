import AndoraCore
import AndoraEngine
import AndoraHost
import AndoraModel
import AndoraTestSupport
import Testing

/// A reviewed game gives a puzzle where its player missed a win.
@Suite(.cpuBound) struct PuzzlesFromReviewTests {
    /// AndoraGames.xWinsFirst, where X plays another move instead of the winning a3, and stops.
    private func missedWin() throws -> (moves: [Cell], missedAt: Int) {
        var moves = try Cell.moves(notation: AndoraGames.xWinsFirst)
        let winning = moves.removeLast()
        let game = try UltimateGame(rules: .andora(strategy: .first), moves: moves)
        let other = try #require(game.legalMoves.first { cell in
            cell != winning && Position(game).playing(Move(cell)).gameWinningMove == nil
        })
        return (moves + [other], moves.count)
    }

    /// The effects of a complete review of the game, played against `opponent` (the computer as X).
    private func reviewing(_ moves: [Cell], opponent: Opponent = .human) throws -> (AppModel, [AppEffect]) {
        let saved = SavedGame(
            board: .andora(try GameRecord(rules: .andora(strategy: .first), moves: moves)), confirmTurn: false,
            opponent: opponent, computerPlays: .x, startedAt: 1_000)
        var model = AppModel()
        model.send(.openHistory)
        let entry = HistoryEntry(id: 4, game: PlayedGame(game: saved, endedAt: 90_000, result: .abandoned))
        model.receive(.fetched(HistoryQuery(), HistoryPage(entries: [entry], total: 1)))
        model.send(.openPlayedGame(4))
        var effects = model.send(.startReview)
        var all: [AppEffect] = []
        while let request = effects.thinkRequests.first {
            effects = model.receive(request.answer())
            all += effects
        }
        return (model, all)
    }

    @Test func aMissedWinOfAReviewedGameBecomesTheFirstPuzzle() throws {
        let (moves, missedAt) = try missedWin()
        var (model, effects) = try reviewing(moves)
        var books: [PuzzleBook] = []
        for case .store(.puzzles(let book)) in effects { books.append(book) }
        let puzzle = try #require(books.first?.own.first)
        #expect(books.count == 1 && books[0].own.count == 1, "stored once, when the review is complete")
        #expect(puzzle.id == "g90000-\(missedAt)" && puzzle.source == .yourGame && puzzle.within == 1)
        #expect(puzzle.moves == Array(moves.prefix(missedAt)))
        #expect(model.state.replay?.review?.summary.last == "Puzzles from this game: 1. Find them in Puzzles.")
        model.send(.back)
        model.send(.back)
        model.send(.openPuzzles)
        let screen = try #require(model.state.puzzles)
        #expect(screen.number == 1 && screen.count == 33 && screen.source == .yourGame)
        #expect(screen.sourceLabel == "From one of your games: the win was missed here")
        model.send(.tapCell(try Cell.moves(notation: AndoraGames.xWinsFirst).last!))
        #expect(model.state.puzzles?.solved == true)
    }

    @Test func theComputersMissedWinsAreNotThePlayersPuzzles() throws {
        let (moves, _) = try missedWin()
        let (model, effects) = try reviewing(moves, opponent: .novice)
        #expect(!effects.contains { if case .store(.puzzles) = $0 { true } else { false } })
        #expect(model.state.replay?.review?.summary.count == 2, "no line about puzzles")
    }
}
