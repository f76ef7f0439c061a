import AndoraCore
import AndoraEngine
import AndoraModel
import AndoraTestSupport
import Testing

/// Puzzles. Find the winning move; solved or not is stored and counted in the statistics.
@Suite(.cpuBound) struct PuzzlesScreenTests {
    private func opened(_ stored: StoredProfile = StoredProfile()) -> AppModel {
        var model = AppModel(stored)
        model.send(.openPuzzles)
        return model
    }

    /// The puzzle book the effects store.
    private func stored(_ effects: [AppEffect]) -> PuzzleBook? {
        for case .store(.puzzles(let book)) in effects { return book }
        return nil
    }

    /// The winning moves and a move that does not win, of the puzzle shown.
    private func moves(of model: AppModel) throws -> (winning: [Cell], other: Cell) {
        let screen = try #require(model.state.puzzles)
        let puzzle = Puzzle.collection[screen.number - 1]
        let game = try UltimateGame(rules: puzzle.rules, moves: puzzle.moves)
        let winning = Position(game).winningMoves(within: puzzle.within).map(\.cell)
        return (winning, try #require(game.legalMoves.first { !winning.contains($0) }))
    }

    @Test func theMainScreenOpensTheFirstPuzzleNotSolved() throws {
        #expect(AppModel().state.main?.puzzles.label == "Puzzles")
        var model = opened(StoredProfile(puzzles: PuzzleBook(solved: ["s1", "s2"])))
        let screen = try #require(model.state.puzzles)
        #expect(screen.number == 3 && screen.count == 32 && screen.position == "Puzzle 3 of 32")
        #expect(screen.solvedCount == "Solved: 2 of 32" && !screen.solved && screen.feedback == nil)
        #expect(screen.source == .selfPlay && screen.sourceLabel == "From the engine's games against itself")
        #expect(screen.strategy == "Mini-field strategy: First player with 3-in-line captures mini-field")
        #expect(screen.task == "\(screen.turn == .x ? "X" : "O") to move: find the move that wins the game at once.")
        #expect(screen.board.cells.contains { $0.enabled } && screen.showSolution.enabled)
        model.send(.back)
        #expect(model.state.main != nil)
    }

    @Test func theWinningMoveSolvesThePuzzleAndIsStored() throws {
        var model = opened()
        let (winning, _) = try moves(of: model)
        let effects = model.send(.tapCell(winning[0]))
        #expect(stored(effects) == PuzzleBook(solved: ["s1"]))
        let screen = try #require(model.state.puzzles)
        let sign = screen.turn == .x ? "X" : "O"
        #expect(screen.solved && screen.feedback == "Solved! \(sign) wins the game." && screen.solvedCount == "Solved: 1 of 32")
        #expect(screen.board.winner == screen.turn, "the winning move is played")
        #expect(!screen.board.cells.contains { $0.enabled } && !screen.showSolution.enabled)
        #expect(model.send(.tapCell(winning[0])).isEmpty, "no more tries")
        model.send(.back)
        model.send(.openStatistics)
        #expect(model.state.statistics?.puzzles == "Puzzles: 1 of 32 solved, 1 at the first try")
    }

    @Test func aWrongMoveIsExplainedTheBoardUnchangedAndTheFirstTryLost() throws {
        var model = opened()
        let (winning, other) = try moves(of: model)
        let before = try #require(model.state.puzzles).board
        let effects = model.send(.tapCell(other))
        #expect(stored(effects) == PuzzleBook(missed: ["s1"]))
        let screen = try #require(model.state.puzzles)
        #expect(screen.feedback == "\(other.notation) does not win the game. Try again." && screen.board == before)
        #expect(model.send(.tapCell(other)).isEmpty, "the same miss is stored once")
        #expect(stored(model.send(.tapCell(winning[0]))) == PuzzleBook(solved: ["s1"], missed: ["s1"]))
        model.send(.back)
        model.send(.openStatistics)
        #expect(model.state.statistics?.puzzles == "Puzzles: 1 of 32 solved, 0 at the first try")
    }

    @Test func inAWinInTwoAWrongMoveIsAnsweredByTheMoveThatStopsTheWin() throws {
        let first = try #require(Puzzle.collection.firstIndex { $0.within == 2 })
        var model = opened(StoredProfile(puzzles: PuzzleBook(solved: Puzzle.collection.prefix(first).map(\.id))))
        let screen = try #require(model.state.puzzles)
        #expect(screen.number == first + 1 && screen.task.contains("wins with the next move, whatever"))
        let puzzle = Puzzle.collection[first]
        let game = try UltimateGame(rules: puzzle.rules, moves: puzzle.moves)
        let position = Position(game)
        let winning = position.winningMoves(within: 2).map(\.cell)
        let other = try #require(game.legalMoves.first { cell in
            !winning.contains(cell) && position.playing(Move(cell)).gameWinningMove == nil && !position.playing(Move(cell)).isOver
        })
        model.send(.tapCell(other))
        let answer = try #require(position.refutation(of: Move(other)))
        let opponent = screen.turn == .x ? "O" : "X"
        #expect(model.state.puzzles?.feedback
            == "After \(other.notation), \(opponent) answers \(answer.notation) and no move wins at once. Try again.")
        model.send(.tapCell(winning[0]))
        #expect(model.state.puzzles?.feedback?.hasPrefix("Solved! After \(winning[0].notation), every answer of \(opponent)") == true)
    }

    @Test func showingTheSolutionMarksTheWinningCellsAndCountsAsMissed() throws {
        var model = opened()
        let (winning, _) = try moves(of: model)
        #expect(stored(model.send(.showSolution)) == PuzzleBook(missed: ["s1"]))
        let screen = try #require(model.state.puzzles)
        #expect(screen.feedback == "Winning: \(winning.map(\.notation).joined(separator: ", ")).")
        #expect(Set(screen.board.cells.filter(\.hint).map(\.name)) == Set(winning.map(\.notation)))
        #expect(!screen.solved && !screen.board.cells.contains { $0.enabled })
        #expect(model.send(.tapCell(winning[0])).isEmpty && model.send(.showSolution).isEmpty)
    }

    @Test func aMoveAgainstTheRulesIsRefusedAndNothingStored() throws {
        var model = opened()
        let taken = Puzzle.collection[0].moves[0]
        #expect(model.send(.tapCell(taken)).isEmpty)
        #expect(model.state.puzzles?.refusal == "This cell is already marked" && model.state.puzzles?.feedback == nil)
    }

    @Test func previousAndNextStepThroughTheList() throws {
        var model = opened()
        #expect(model.state.puzzles?.previous.enabled == false && model.send(.previousPuzzle).isEmpty)
        model.send(.nextPuzzle)
        #expect(model.state.puzzles?.number == 2 && model.state.puzzles?.previous.enabled == true)
        model.send(.previousPuzzle)
        #expect(model.state.puzzles?.number == 1)
        var last = opened(StoredProfile(puzzles: PuzzleBook(solved: Puzzle.collection.dropLast().map(\.id))))
        #expect(last.state.puzzles?.number == 32 && last.state.puzzles?.next.enabled == false)
        last.send(.nextPuzzle)
        #expect(last.state.puzzles?.number == 32)
    }

    @Test func puzzlesSpeakRussian() throws {
        var model = opened(StoredProfile(options: Options(language: .ru)))
        let screen = try #require(model.state.puzzles)
        #expect(screen.title == "Задачи" && screen.position == "Задача 1 из 32" && screen.solvedCount == "Решено: 0 из 32")
        #expect(screen.task.hasPrefix("Ход ") && screen.task.hasSuffix("найдите ход, который сразу выигрывает партию."))
        model.send(.showSolution)
        #expect(model.state.puzzles?.feedback?.hasPrefix("Выигрывает: ") == true)
    }
}
