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

    /// The cursor as a client sends it back, `endedAt.row`, each part `-?[0-9]{1,19}` (the pattern the
    /// API documents); `nil` for anything else. A part beyond 64 bits reads as the nearest bound: a
    /// position past every game, or before them all, not a refusal.
    public init?(_ text: String) {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 2, let endedAt = Self.number(parts[0]), let row = Self.number(parts[1]) else { return nil }
        self.init(endedAt: endedAt, row: row)
    }

    /// `-?[0-9]{1,19}` read as a number, kept within `Int64`'s bounds.
    private static func number(_ digits: Substring.UTF8View) -> Int64? {
        let negative = digits.first == UInt8(ascii: "-")
        let magnitude = negative ? digits.dropFirst() : digits[...]
        guard (1...19).contains(magnitude.count), magnitude.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        let value = magnitude.reduce(UInt64(0)) { $0 * 10 + UInt64($1 - UInt8(ascii: "0")) }
        return negative ? (value >= Int64.min.magnitude ? .min : -Int64(value)) : Int64(clamping: value)
    }

    public var text: String { "\(endedAt).\(row)" }

    /// Whether a game that ended at `endedAt` in row `row` comes after this cursor.
    public func precedes(endedAt: Int64, row: Int64) -> Bool {
        (self.endedAt, self.row) < (endedAt, row)
    }
}

/// On the wire a cursor is its ``PlayedGameCursor/text``.
extension PlayedGameCursor: WireCodable {
    public init(json: JSONValue) throws(WireError) {
        guard let cursor = PlayedGameCursor(try json.string()) else { throw .expected("a position in a backup") }
        self = cursor
    }

    public func write(to json: inout JSONWriter) { json.string(text) }

    /// The schema of its text: exactly what ``init(_:)`` reads.
    public static var schema: WireSchema { .string.with("pattern", #"^-?[0-9]{1,19}\.-?[0-9]{1,19}$"#) }
}
