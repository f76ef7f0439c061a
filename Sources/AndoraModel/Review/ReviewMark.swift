import AndoraCore
import AndoraEngine

/// How a reviewed move did, by how much of the mover's expected result it gave away
/// compared with the engine's move; the thresholds are in docs/ENGINE.md.
public enum ReviewMark: String, Hashable, Sendable, CaseIterable {
    /// The engine's own move, or one it rates as well (gave away under 2 points).
    case best
    /// Gave away under 5 points.
    case good
    /// Gave away 5 to 10 points.
    case inaccuracy
    /// Gave away 10 to 20 points.
    case mistake
    /// Gave away 20 points or more: often the game.
    case blunder

    /// The mark of a move that gave away `loss` (0…1) of its player's expected result.
    init(loss: Double, playedEnginesMove: Bool) {
        if playedEnginesMove {
            self = .best
            return
        }
        self = switch loss {
        case ..<0.02: .best
        case ..<0.05: .good
        case ..<0.10: .inaccuracy
        case ..<0.20: .mistake
        default: .blunder
        }
    }

    /// The mark of `move`, played in a position judged `before` (for the mover), which led to one
    /// judged `after` (for the opponent).
    init(of move: Cell, before: Judgement, after: Judgement) {
        self.init(loss: Self.loss(before: before, after: after), playedEnginesMove: before.move?.cell == move)
    }

    /// What a move gave away between the positions judged `before` and `after` it, between 0 and
    /// 1: `after` is for the other player, so the mover kept 1 minus the opponent's chance.
    static func loss(before: Judgement, after: Judgement) -> Double {
        max(0, before.chance - (1 - after.chance))
    }

    /// The sign a move list prints after the move, as chess annotates: `?!`, `?`, `??`; empty for
    /// best and good moves. Not a word: the same in every language.
    public var symbol: String {
        switch self {
        case .best, .good: ""
        case .inaccuracy: "?!"
        case .mistake: "?"
        case .blunder: "??"
        }
    }

    /// Whether the move gave enough away to be worth a look.
    public var isError: Bool { self == .inaccuracy || self == .mistake || self == .blunder }
}

extension ReviewMark: WireEncodable {}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension ReviewMark: Codable {}
#endif
