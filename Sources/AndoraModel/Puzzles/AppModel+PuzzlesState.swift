import AndoraCore

/// What the puzzles screen shows.
extension AppModel {
    func puzzlesScreen(_ screen: PuzzlesDestination, _ text: Localizer) -> PuzzlesScreenState {
        let score = puzzleScore
        let count = score.count
        let puzzle = screen.puzzle
        let mover = signName(screen.mover, text)
        let opponent = signName(screen.mover.opponent, text)
        var board = BoardState(.andora(screen.record), pending: nil)
        if screen.answer == .shown {
            for index in board.cells.indices {
                board.cells[index].hint = screen.solutions.contains { $0.notation == board.cells[index].name }
            }
        }
        board = Self.labelled(board, text) { $0.enabled && !screen.isOver }
        let strategy: String = switch puzzle.rules {
        case .andora(let strategy): text.text(.tutorialStrategy, text.text(Self.name(of: strategy)))
        case .standard: puzzle.rules.name
        }
        return PuzzlesScreenState(
            title: text.text(.puzzles),
            back: ButtonState(label: text.text(.back), intent: .back),
            number: screen.index + 1,
            count: count,
            position: text.text(.puzzlesPosition, screen.index + 1, count),
            solvedCount: text.text(.puzzlesSolvedCount, score.solved, count),
            source: puzzle.source,
            sourceLabel: text.text(puzzle.source == .selfPlay ? .puzzleFromSelfPlay : .puzzleFromYourGame),
            strategy: strategy,
            task: puzzle.within == 1
                ? text.text(.puzzleTaskNow, mover) : text.text(.puzzleTaskTwo, mover, mover, opponent),
            turn: screen.mover,
            feedback: screen.answer.map { feedback($0, screen, text) },
            refusal: screen.refusal.map { text.text(Self.reason(for: $0)) },
            solved: puzzles.isSolved(puzzle.id),
            previous: ButtonState(label: text.text(.puzzlePrevious), enabled: screen.index > 0, intent: .previousPuzzle),
            next: ButtonState(label: text.text(.puzzleNext), enabled: screen.index + 1 < count, intent: .nextPuzzle),
            showSolution: ButtonState(label: text.text(.puzzleShowSolution), enabled: !screen.isOver, intent: .showSolution),
            board: board)
    }

    private func feedback(_ answer: PuzzleAnswer, _ screen: PuzzlesDestination, _ text: Localizer) -> String {
        let mover = signName(screen.mover, text)
        let opponent = signName(screen.mover.opponent, text)
        switch answer {
        case .solved(let cell):
            return screen.puzzle.within == 1
                ? text.text(.puzzleSolvedNow, mover) : text.text(.puzzleSolvedTwo, cell.notation, opponent, mover)
        case .wrong(let cell, let refutation):
            let why = switch refutation {
            case .doesNotWin: text.text(.puzzleWrongNow, cell.notation)
            case .letsTheOpponentWin: coachText(.letsTheOpponentWin, player: screen.mover, text)
            case .answer(let answer): text.text(.puzzleWrongAnswer, cell.notation, opponent, answer.notation)
            }
            return why + " " + text.text(.puzzleTryAgain)
        case .shown:
            return text.text(.puzzleSolution, screen.solutions.map { $0.notation }.joined(separator: ", "))
        }
    }
}
