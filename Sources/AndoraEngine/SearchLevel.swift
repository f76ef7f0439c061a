/// The strength of the computer opponent (R5.2.1).
public enum SearchLevel: String, Hashable, Sendable, CaseIterable {
    /// A beginner: plays what looks good inside the mini-field in front of it and often forgets
    /// where its move sends the opponent (see ``Position/noviceMove(attention:using:)``).
    case novice
    /// A club player: a search of a thousand playouts, whatever the budget. It sees short tactics
    /// but not deep plans.
    case middle
    /// A strong club player: the expert's alpha-beta search stopped after a few thousand moves,
    /// whatever the budget. It looks a few moves ahead with the expert's judgement, but no deeper.
    case strong
    /// As strong as the budget allows.
    case expert

    /// The most iterations a move may use at this level, whatever the budget: playouts for the
    /// middle level, moves made for the alpha-beta levels; the novice does not search.
    var iterationCap: Int {
        switch self {
        case .novice: 0
        case .middle: 1_000
        case .strong: 5_000
        case .expert: .max
        }
    }

    /// Whether the level searches with alpha-beta (``AlphaBetaSearch``) rather than Monte Carlo
    /// tree search.
    var searchesAlphaBeta: Bool {
        self == .strong || self == .expert
    }

    /// How often the novice looks where its move sends the opponent.
    static let noviceAttention = 0.5
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension SearchLevel: Codable {}
#endif
