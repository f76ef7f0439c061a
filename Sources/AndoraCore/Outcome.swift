/// Where a game stands.
public enum Outcome: Hashable, Sendable {
    /// The game goes on and `next` is to move.
    case inProgress(next: Player)
    /// The player completed a winning line.
    case won(by: Player)
    /// Nobody won and the game is over.
    case draw

    /// Whether the game has ended.
    public var isOver: Bool {
        if case .inProgress = self { false } else { true }
    }

    /// The player to move, or `nil` once the game has ended.
    public var playerToMove: Player? {
        if case .inProgress(let next) = self { next } else { nil }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension Outcome: Codable {}
#endif
