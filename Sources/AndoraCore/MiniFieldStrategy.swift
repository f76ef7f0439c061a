/// How a mini-field's state follows from its cells (R1.4).
public enum MiniFieldStrategy: String, Hashable, Sendable, CaseIterable {
    /// The first player to complete a line captures the mini-field for good (R1.4.1).
    case first
    /// The state is recomputed after every move; both signs with a line make it `?` (R1.4.2).
    case any
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension MiniFieldStrategy: Codable {}
#endif
