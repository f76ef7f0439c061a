/// An N×N board with K in a row to win (docs/SPEC.md, D3).
public struct ClassicRules: Hashable, Sendable {
    /// Board sides a classic game may have.
    public static let sizes = 3...15

    /// The side N of the board.
    public let size: Int
    /// How many marks in a row win.
    public let inARow: Int

    /// The 3×3, three-in-a-row game.
    public static let `default` = ClassicRules(validSize: 3, inARow: 3)

    /// Rules for an N×N board, K in a row; `nil` unless 3 ≤ N ≤ 15 and 3 ≤ K ≤ N.
    public init?(size: Int, inARow: Int? = nil) {
        let inARow = inARow ?? Self.defaultInARow(size: size)
        guard Self.sizes.contains(size), (3...size).contains(inARow) else { return nil }
        self.init(validSize: size, inARow: inARow)
    }

    private init(validSize size: Int, inARow: Int) {
        self.size = size
        self.inARow = inARow
    }

    /// K = N up to N = 5, else 5.
    public static func defaultInARow(size: Int) -> Int {
        min(size, 5)
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension ClassicRules: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let size = try container.decode(Int.self, forKey: .size)
        let inARow = try container.decode(Int.self, forKey: .inARow)
        guard let rules = ClassicRules(size: size, inARow: inARow) else {
            throw DecodingError.dataCorruptedError(
                forKey: .size, in: container, debugDescription: "no classic game is \(size)×\(size), \(inARow) in a row")
        }
        self = rules
    }
}
#endif
