import AndoraEngine

/// Who plays against the player in an Andora game (R5.2.1: Novice and Expert levels, and the engine's middle and strong levels between them).
public enum Opponent: String, Hashable, Sendable, CaseIterable {
    /// Another person on the same device.
    case human
    /// The computer at the novice level.
    case novice
    /// The computer at the engine's middle level.
    case middle
    /// The computer at the engine's strong level, between the middle one and the expert.
    case strong
    /// The computer at the expert level.
    case expert

    /// The computer's strength, or `nil` for another person.
    public var level: SearchLevel? {
        switch self {
        case .human: nil
        case .novice: .novice
        case .middle: .middle
        case .strong: .strong
        case .expert: .expert
        }
    }
}

extension Opponent: WireCodable {}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension Opponent: Codable {}
#endif
