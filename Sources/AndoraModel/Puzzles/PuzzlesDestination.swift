import AndoraCore

/// The puzzles screen: one puzzle of the list, its position, and the last try.
struct PuzzlesDestination: Hashable, Sendable {
    /// The puzzle shown, an index into the profile's list (its own puzzles, then the collection).
    let index: Int
    let puzzle: Puzzle
    /// The position, and once solved the position after the winning move.
    var record: GameRecord<UltimateGame>
    /// The player whose winning move the puzzle asks for.
    let mover: Player
    /// The moves that solve it.
    let solutions: [Cell]
    var answer: PuzzleAnswer?
    /// Why the last tap was refused by the rules (an occupied cell, outside the allowed mini-fields).
    var refusal: MoveError?

    /// The puzzle at `index` of `list`; `nil` if there is none or its moves are not a legal game.
    init?(index: Int, of list: [Puzzle]) {
        guard list.indices.contains(index), let record = list[index].record,
              let mover = record.game.outcome.playerToMove else { return nil }
        self.index = index
        puzzle = list[index]
        self.record = record
        self.mover = mover
        solutions = puzzle.solutions(of: record.game)
    }

    /// Solved, or its solution shown: no more tries.
    var isOver: Bool {
        switch answer {
        case .solved?, .shown?: true
        case .wrong?, nil: false
        }
    }
}
