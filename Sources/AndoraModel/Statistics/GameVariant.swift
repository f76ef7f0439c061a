import AndoraCore

/// The rules a game was played by: statistics and personal bests are kept per rule set (R5.1.9).
public enum GameVariant: Hashable, Sendable, Comparable {
    case andora(MiniFieldStrategy)
    case standard
    case classic(ClassicRules)
    /// Pencil & paper: 3×3 on a drawn board.
    case paper

    public init(_ board: SavedBoard) {
        switch board {
        case .andora(let record):
            switch record.game.rules {
            case .andora(let strategy): self = .andora(strategy)
            case .standard: self = .standard
            }
        case .classic(let record):
            self = .classic(record.game.rules)
        }
    }

    /// The rules of a played game: a pencil & paper game is its own variant, though its board is a classic 3×3.
    public init(_ played: PlayedGame) {
        self = played.mode == .paper ? .paper : GameVariant(played.game.board)
    }

    /// Andora `first`, Andora `any`, standard, classic boards from the smallest, then pencil & paper.
    public static func < (lhs: GameVariant, rhs: GameVariant) -> Bool {
        lhs.order < rhs.order
    }

    private var order: (Int, Int, Int) {
        switch self {
        case .andora(.first): (0, 0, 0)
        case .andora(.any): (1, 0, 0)
        case .standard: (2, 0, 0)
        case .classic(let rules): (3, rules.size, rules.inARow)
        case .paper: (4, 0, 0)
        }
    }
}
