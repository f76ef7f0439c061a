/// Why a move was refused. A refused move changes nothing.
public enum MoveError: Error, Hashable, Sendable {
    /// The game has already ended.
    case gameOver
    /// The cell is not on the board.
    case noSuchCell(Cell)
    /// The cell is already marked (R1.7).
    case occupied(Cell)
    /// The cell lies outside the mini-field(s) the player must play in (R1.8.2).
    case outsideAllowedArea(Cell)

    /// A one-word reason, as the referee prints it.
    public var code: String {
        switch self {
        case .gameOver: "game-over"
        case .noSuchCell: "notation"
        case .occupied: "occupied"
        case .outsideAllowedArea: "wrong-field"
        }
    }
}

extension MoveError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .gameOver: "the game is over"
        case .noSuchCell(let cell): "\(cell) is not on the board"
        case .occupied(let cell): "\(cell) is already marked"
        case .outsideAllowedArea(let cell): "\(cell) is outside the highlighted area"
        }
    }
}
