import AndoraCore

/// How a listed game ended, as the history filters it.
public enum HistoryResult: String, Hashable, Sendable, CaseIterable {
    case xWon, oWon, draw, abandoned

    public init(_ result: GameResult) {
        switch result {
        case .won(.x): self = .xWon
        case .won(.o): self = .oWon
        case .draw: self = .draw
        case .abandoned: self = .abandoned
        }
    }
}

extension HistoryResult: WireCodable {}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension HistoryResult: Codable {}
#endif
