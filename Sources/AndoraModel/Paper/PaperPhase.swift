/// The stage a pencil & paper sheet is at (docs/SPEC.md, D4).
public enum PaperPhase: String, Hashable, Sendable {
    /// Fewer than four board lines are drawn.
    case board
    /// The board is drawn and the game runs.
    case play
    /// Somebody won or the squares are full.
    case over
}

extension PaperPhase: WireEncodable {}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension PaperPhase: Codable {}
#endif
