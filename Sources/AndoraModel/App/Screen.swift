/// The screen on top of the main screen, or the main screen itself (R2, R3, R4).
public enum Screen: String, Hashable, Sendable {
    case main, game, options, paper, history, replay, statistics, tutorial, puzzles, matchSetup, match
}

extension Screen: WireEncodable {}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension Screen: Codable {}
#endif
