/// The strength of the computer opponent (seed 001 2.1).
public enum SearchLevel: String, Hashable, Sendable, CaseIterable {
    /// A beginner: plays what looks good inside the mini-field in front of it and often forgets
    /// where its move sends the opponent (see ``Position/noviceMove(attention:using:)``).
    case novice
    /// A club player: a search of a couple of thousand playouts, whatever the budget. It sees
    /// short tactics but not deep plans.
    case middle
    /// As strong as the budget allows.
    case expert

    /// The most playouts a move may use at this level, whatever the budget; the novice does
    /// not search.
    var playoutCap: Int {
        switch self {
        case .novice: 0
        case .middle: 2_000
        case .expert: .max
        }
    }

    /// How often the novice looks where its move sends the opponent.
    static let noviceAttention = 0.5
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension SearchLevel: Codable {}
#endif
