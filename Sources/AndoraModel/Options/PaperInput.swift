/// How signs are placed on a pencil & paper board: by tapping a square (seed 003) or by drawing
/// the sign in it (seed 004).
public enum PaperInput: String, Hashable, Sendable, Codable, CaseIterable {
    case tap, draw
}
