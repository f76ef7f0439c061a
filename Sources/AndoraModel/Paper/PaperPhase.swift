/// The stage a pencil & paper sheet is at (SPEC-NOTES §4).
public enum PaperPhase: String, Hashable, Sendable, Codable {
    /// Fewer than four board lines are drawn.
    case board
    /// The board is drawn and the game runs.
    case play
    /// Somebody won or the squares are full.
    case over
}
