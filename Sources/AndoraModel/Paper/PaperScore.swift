import AndoraCore

/// Pencil & paper results of the profile, by sign; stored with the sheet.
public struct PaperScore: Hashable, Sendable {
    public var xWins = 0
    public var oWins = 0
    public var ties = 0

    public init() {}

    /// Counts a finished game: the winning sign, or `nil` for a tie.
    mutating func record(winner: Player?) {
        switch winner {
        case .x: xWins += 1
        case .o: oWins += 1
        case nil: ties += 1
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension PaperScore: Codable {}
#endif
