/// Which game "Start game" begins: Andora (docs/SPEC.md), classic N×N tic-tac-toe (R6;
/// docs/SPEC.md, D3) or pencil & paper (R7; docs/SPEC.md, D4).
public enum GameMode: String, Hashable, Sendable, CaseIterable {
    case andora, classic, paper
}

extension GameMode: WireCodable {}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension GameMode: Codable {}
#endif
