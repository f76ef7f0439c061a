/// The strength of the computer opponent (seed 001 2.1).
public enum SearchLevel: String, Hashable, Sendable, CaseIterable, Codable {
    /// Plausible but beatable: a small search with blind random playouts.
    case novice
    /// As strong as the budget allows.
    case expert

    /// The most playouts a move may use at this level, whatever the budget.
    var playoutCap: Int {
        switch self {
        case .novice: 150
        case .expert: .max
        }
    }

    /// Whether playouts take a winning move when there is one, which makes them far more
    /// realistic at a small cost.
    var decisivePlayouts: Bool { self == .expert }
}
