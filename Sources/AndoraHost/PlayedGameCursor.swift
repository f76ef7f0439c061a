import AndoraModel

/// Where a read of a profile's played games, in the order they ended, stopped: the last game's end
/// and its row. The next read starts after it, so games added meanwhile shift nothing.
public struct PlayedGameCursor: Hashable, Sendable {
    public let endedAt: Int64
    public let row: Int64

    public init(endedAt: Int64, row: Int64) {
        self.endedAt = endedAt
        self.row = row
    }

    /// The cursor as a client sends it back, `endedAt.row`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let endedAt = Int64(parts[0]), let row = Int64(parts[1]) else { return nil }
        self.init(endedAt: endedAt, row: row)
    }

    public var text: String { "\(endedAt).\(row)" }

    /// Whether a game that ended at `endedAt` in row `row` comes after this cursor.
    public func precedes(endedAt: Int64, row: Int64) -> Bool {
        (self.endedAt, self.row) < (endedAt, row)
    }
}
