/// Why History could not open a game's moves: each a sentence the player can act on.
enum GameFileError: Error, Hashable, Sendable {
    case tooLong
    case noMoves
    case unknownRules(String)
    /// A word among the moves that names no cell; `move` counts from 1.
    case notACell(move: Int, String)
    /// A move the rules do not allow where it stands; `move` counts from 1.
    case illegalMove(move: Int, String)
}
