/// Which page of the history to list, in which order, with which games (R5.2.3).
public struct HistoryQuery: Hashable, Sendable {
    public var sort: HistorySort
    /// Only games of this mode; `nil` for all.
    public var mode: GameMode?
    /// Only games that ended so; `nil` for all.
    public var result: HistoryResult?
    /// Zero-based; each page holds ``pageSize`` games.
    public var page: Int

    public init(sort: HistorySort = .newest, mode: GameMode? = nil, result: HistoryResult? = nil, page: Int = 0) {
        self.sort = sort
        self.mode = mode
        self.result = result
        self.page = max(0, page)
    }

    /// Games on one page.
    public static let pageSize = 20

    public var offset: Int { page * Self.pageSize }

    /// Whether the game is one the query lists.
    public func matches(_ entry: HistoryEntry) -> Bool {
        (mode == nil || entry.game.mode == mode) && (result == nil || HistoryResult(entry.game.result) == result)
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension HistoryQuery: Codable {}
#endif
