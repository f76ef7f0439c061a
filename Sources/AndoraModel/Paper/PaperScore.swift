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

/// `{"xWins": 1, "oWins": 0, "ties": 2}`.
extension PaperScore: WireCodable, WireShaped {
    public init(json: JSONValue) throws(WireError) {
        self.init()
        xWins = try json.read(Self.xWins)
        oWins = try json.read(Self.oWins)
        ties = try json.read(Self.ties)
    }

    public static let wireName = "StoredPaperScore"

    public static func wireFields(_ shape: inout some WireFields<PaperScore>) {
        shape.field(Self.xWins) { $0.xWins }
        shape.field(Self.oWins) { $0.oWins }
        shape.field(Self.ties) { $0.ties }
    }

    static var xWins: WireField<Int> { WireField("xWins") }
    static var oWins: WireField<Int> { WireField("oWins") }
    static var ties: WireField<Int> { WireField("ties") }
}

// Embedded Swift (the WebAssembly build) has no Codable; natively the stores keep the wire form.
#if !hasFeature(Embedded)
extension PaperScore: CodableAsWire {}
#endif
