import AndoraCore

/// What became of the player's last try at a puzzle.
enum PuzzleAnswer: Hashable, Sendable {
    /// The move wins: it is played on the board.
    case solved(Cell)
    /// The move does not win; the board stays as it was.
    case wrong(Cell, PuzzleRefutation)
    /// The player asked for the solution.
    case shown
}

/// Why a move does not solve a puzzle, in facts of the board.
enum PuzzleRefutation: Hashable, Sendable {
    /// A puzzle won at once: the move does not end the game.
    case doesNotWin
    /// The opponent can win the game with their answer.
    case letsTheOpponentWin
    /// After the opponent's answer, no move wins at once.
    case answer(Cell)
}
