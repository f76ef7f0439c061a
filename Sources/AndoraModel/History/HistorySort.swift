/// The orders the history lists games in.
public enum HistorySort: String, Hashable, Sendable, CaseIterable {
    /// The latest ended first.
    case newest
    case oldest
    /// The longest first (games begun before times were kept last).
    case longest
    case shortest
    /// Wins for X, wins for O, draws, abandoned games; the latest first within each.
    case result

    /// Whether `a` comes before `b` in this order; ties go to the later ended, then the later stored.
    public func orders(_ a: HistoryEntry, before b: HistoryEntry) -> Bool {
        let newer = (a.game.endedAt, a.id) > (b.game.endedAt, b.id)
        switch self {
        case .newest: return newer
        case .oldest: return !newer
        case .longest, .shortest:
            let (first, second) = (a.game.duration ?? -1, b.game.duration ?? -1)
            guard first != second else { return newer }
            if first < 0 || second < 0 { return second < 0 }
            return self == .longest ? first > second : first < second
        case .result:
            let (first, second) = (Self.rank(a.game.result), Self.rank(b.game.result))
            return first == second ? newer : first < second
        }
    }

    private static func rank(_ result: GameResult) -> Int {
        HistoryResult.allCases.firstIndex(of: HistoryResult(result)) ?? 0
    }
}

extension HistorySort: WireCodable {}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension HistorySort: Codable {}
#endif
