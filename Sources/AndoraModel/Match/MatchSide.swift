/// The side the player who creates a match chooses: X, O, or drawn by lot.
public enum MatchSide: String, Hashable, Sendable, CaseIterable {
    case x, o, random
}

extension MatchSide: WireCodable {}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension MatchSide: Codable {}
#endif
