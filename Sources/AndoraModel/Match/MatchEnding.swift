import AndoraCore

/// How a match ended for good.
public enum MatchEnding: Hashable, Sendable {
    /// The side playing this sign left.
    case left(Player)
    /// Nobody played for too long.
    case abandoned
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension MatchEnding: Codable {}
#endif
