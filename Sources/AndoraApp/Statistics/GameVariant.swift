import AndoraCore

/// The rules a game was played by: statistics and personal bests are kept per rule set (seed 001 1.9).
public enum GameVariant: Hashable, Sendable, Comparable {
    case andora(MiniFieldStrategy)
    case standard
    case classic(ClassicRules)

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

    /// Andora `first`, Andora `any`, standard, then classic boards from the smallest.
    public static func < (lhs: GameVariant, rhs: GameVariant) -> Bool {
        lhs.order < rhs.order
    }

    private var order: (Int, Int, Int) {
        switch self {
        case .andora(.first): (0, 0, 0)
        case .andora(.any): (1, 0, 0)
        case .standard: (2, 0, 0)
        case .classic(let rules): (3, rules.size, rules.inARow)
        }
    }
}
