/// One of the two players, named after the sign they mark cells with.
public enum Player: String, Hashable, Sendable, CaseIterable {
    case x, o

    /// The other player.
    public var opponent: Player { self == .x ? .o : .x }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension Player: Codable {}
#endif
