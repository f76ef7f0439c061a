/// Which game "Start game" begins: Andora (seed 000), classic N×N tic-tac-toe (SPEC-NOTES §3) or
/// pencil & paper (SPEC-NOTES §4).
public enum GameMode: String, Hashable, Sendable, CaseIterable {
    case andora, classic, paper
}

extension GameMode: WireCodable {}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension GameMode: Codable {}
#endif
