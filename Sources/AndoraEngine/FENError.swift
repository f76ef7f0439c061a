/// Why a position in notation (FEN) was refused.
public enum FENError: Error, Hashable, Sendable {
    /// Not the four parts `ROWS SIDE COUNTER LASTMOVE`.
    case wrongPartCount(Int)
    /// A row is not made of `x`, `o` and digits adding up to nine cells, or there are not nine rows.
    case badRows(String)
    /// The side to move is not `X` or `O`.
    case badSide(String)
    /// The move counter is not a whole number from 0 to 81.
    case badCounter(String)
    /// The last move is not a cell such as `e5` nor `0000`.
    case badLastMove(String)
    /// The marks, side to move and last move cannot come from a real game.
    case impossible(String)
}

extension FENError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .wrongPartCount(let count):
            "a position has four parts (rows, side, move counter, last move), not \(count)"
        case .badRows(let reason): "bad rows: \(reason)"
        case .badSide(let text): "side to move “\(text)” is not X or O"
        case .badCounter(let text): "move counter “\(text)” is not a number from 0 to 81"
        case .badLastMove(let text): "last move “\(text)” is not a cell such as e5 nor 0000"
        case .impossible(let reason): "impossible position: \(reason)"
        }
    }
}
