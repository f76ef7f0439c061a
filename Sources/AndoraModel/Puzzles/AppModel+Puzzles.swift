import AndoraCore
import AndoraEngine

/// Puzzles: find the winning move in positions of the player's own reviewed games and of
/// expert self-play; solved or not is kept with the profile.
extension AppModel {
    /// The puzzles in the order the screen offers them: the player's own, the newest first, then the
    /// collection.
    var puzzleList: [Puzzle] { puzzles.own + Puzzle.collection }

    /// Of the list's puzzles: how many, how many are solved, and how many of those at the first try.
    var puzzleScore: (count: Int, solved: Int, atFirstTry: Int) {
        let list = puzzleList
        return (list.count, list.count(where: { puzzles.isSolved($0.id) }), list.count(where: { puzzles.isSolvedAtFirstTry($0.id) }))
    }

    /// Opens the first puzzle not solved yet (the first one when all are).
    mutating func openPuzzles() -> [AppEffect] {
        let list = puzzleList
        let index = list.firstIndex { !puzzles.isSolved($0.id) } ?? 0
        guard let screen = PuzzlesDestination(index: index, of: list) else { return [] }
        destination = .puzzles(screen)
        return []
    }

    mutating func sendOnPuzzles(_ intent: AppIntent, _ screen: inout PuzzlesDestination) -> [AppEffect] {
        switch intent {
        case .tapCell(let cell):
            return answer(cell, &screen)
        case .previousPuzzle, .nextPuzzle:
            let index = screen.index + (intent == .nextPuzzle ? 1 : -1)
            guard let shown = PuzzlesDestination(index: index, of: puzzleList) else { return [] }
            screen = shown
        case .showSolution:
            guard !screen.isOver else { return [] }
            screen.answer = .shown
            screen.refusal = nil
            return keep { $0.miss(screen.puzzle.id) }
        case .back:
            leave()
        default:
            break
        }
        return []
    }

    /// A try: a winning move is played and the puzzle counts as solved; any other is explained and
    /// the board stays as it was.
    private mutating func answer(_ cell: Cell, _ screen: inout PuzzlesDestination) -> [AppEffect] {
        guard !screen.isOver else { return [] }
        do {
            try screen.record.game.validate(cell)
        } catch {
            screen.refusal = error
            return []
        }
        screen.refusal = nil
        let id = screen.puzzle.id
        guard screen.solutions.contains(cell) else {
            screen.answer = .wrong(cell, Self.refutation(of: cell, in: screen))
            return keep { $0.miss(id) }
        }
        try? screen.record.play(cell)
        screen.answer = .solved(cell)
        return keep { $0.solve(id) }
    }

    /// Why `cell` does not solve the puzzle.
    private static func refutation(of cell: Cell, in screen: PuzzlesDestination) -> PuzzleRefutation {
        let position = Position(screen.record.game)
        let move = Move(cell)
        if screen.puzzle.within == 1 { return .doesNotWin }
        if position.playing(move).gameWinningMove != nil { return .letsTheOpponentWin }
        return position.refutation(of: move).map { .answer($0.cell) } ?? .doesNotWin
    }

    /// Changes the puzzle book and stores it if it changed.
    private mutating func keep(_ change: (inout PuzzleBook) -> Void) -> [AppEffect] {
        var book = puzzles
        change(&book)
        guard book != puzzles else { return [] }
        puzzles = book
        return [.store(.puzzles(book))]
    }

    /// The puzzles a complete review finds in the played game: each position where a player (not
    /// the computer) had a win within two moves and played another move. Stored with the profile.
    mutating func cutPuzzles(from review: GameReview, of played: PlayedGame) -> [AppEffect] {
        let found = (0..<review.game.moves.count).compactMap { count -> Puzzle? in
            // The engine's judgement saw the win: only those positions are searched move by move.
            guard let judgement = review.judgements[count], let (winner, _) = judgement.provenWin,
                  winner == judgement.mover, winner != played.game.computer else { return nil }
            return Puzzle.missedWin(in: review.game, after: count, endedAt: played.endedAt)
        }
        return keep { $0.add(found) }
    }
}
