/// The pencil & paper state a profile keeps: the sheet on the table (if any) and the scoreboard.
public struct PaperSnapshot: Hashable, Sendable {
    var sheet: PaperSheet?
    public var score: PaperScore

    init(sheet: PaperSheet?, score: PaperScore) {
        self.sheet = sheet
        self.score = score
    }
}

/// `{"sheet": {…}, "score": {"xWins": 1, "oWins": 0, "ties": 2}}`, the sheet absent when none lies on the table.
extension PaperSnapshot: WireCodable, WireShaped {
    public init(json: JSONValue) throws(WireError) {
        self.init(sheet: try json.read(Self.sheet), score: try json.read(Self.score))
    }

    public static let wireName = "PaperSnapshot"

    public static func wireFields(_ shape: inout some WireFields<PaperSnapshot>) {
        shape.field(Self.sheet) { $0.sheet }
        shape.field(Self.score) { $0.score }
    }

    static var sheet: WireField<PaperSheet?> { WireField(optional: "sheet") }
    static var score: WireField<PaperScore> { WireField("score") }
}

// Embedded Swift (the WebAssembly build) has no Codable; natively the stores keep the wire form.
#if !hasFeature(Embedded)
extension PaperSnapshot: CodableAsWire {}
#endif
