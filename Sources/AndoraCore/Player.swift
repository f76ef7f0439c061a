/// One of the two players, named after the sign they mark cells with.
public enum Player: String, Hashable, Sendable, Codable, CaseIterable {
    case x, o

    /// The other player.
    public var opponent: Player { self == .x ? .o : .x }
}
