/// One page of the history and how many games the query finds in all.
public struct HistoryPage: Hashable, Sendable {
    public var entries: [HistoryEntry]
    public var total: Int

    public init(entries: [HistoryEntry], total: Int) {
        self.entries = entries
        self.total = total
    }
}
