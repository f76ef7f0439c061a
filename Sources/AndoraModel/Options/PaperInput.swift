/// How signs are placed on a pencil & paper board: by tapping a square (R7) or by drawing
/// the sign in it (R7).
public enum PaperInput: String, Hashable, Sendable, CaseIterable {
    case tap, draw
}

extension PaperInput: WireCodable {}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension PaperInput: Codable {}
#endif
