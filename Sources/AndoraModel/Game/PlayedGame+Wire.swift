import AndoraCore

/// `{"game": {…}, "endedAt": 1700000000000, "result": "x", "paperFirstSign": "o", "match": "ABC234"}`;
/// the last two absent for a game played on one device's board.
extension PlayedGame: WireCodable, WireShaped {
    public init(json: JSONValue) throws(WireError) {
        let match: MatchCode?
        if let code = try json.read(Self.match) {
            guard let checked = MatchCode(code) else { throw .expected("a match code") }
            match = checked
        } else {
            match = nil
        }
        let endedAt = try json.read(Self.endedAt)
        guard SavedGame.times.contains(endedAt) else { throw .invalid("an end before 1970 or after 9999") }
        self.init(
            game: try json.read(Self.game), endedAt: endedAt, result: try json.read(Self.result),
            paperFirstSign: try json.read(Self.paperFirstSign), match: match)
    }

    public static let wireName = "PlayedGame"
    public static let wireSummary: String? = "A finished or abandoned game as a history keeps it."

    public static func wireFields(_ shape: inout some WireFields<PlayedGame>) {
        shape.field(Self.game, .reference("SavedGame")) { $0.game }
        shape.field(Self.endedAt, .millisecondsBefore10000.described("Milliseconds since 1970 (UTC), before the year 10000.")) { $0.endedAt }
        shape.field(Self.result, .string.with("enum", ["x", "o", "draw", "abandoned"])) { $0.result }
        shape.field(Self.paperFirstSign, .string.with("enum", ["x", "o"]).described("A pencil & paper game: the sign its first player drew.")) { $0.paperFirstSign }
        shape.field(Self.match, .string.with("pattern", "^[2-9A-HJKMNP-Z]{6}$").described("The match of a game between two devices.")) { $0.match?.rawValue }
    }

    static var game: WireField<SavedGame> { WireField("game") }
    static var endedAt: WireField<Int64> { WireField("endedAt") }
    static var result: WireField<GameResult> { WireField("result") }
    static var paperFirstSign: WireField<Player?> { WireField(optional: "paperFirstSign") }
    static var match: WireField<String?> { WireField(optional: "match") }
}

/// A result on the wire is the winner's sign, `"draw"` or `"abandoned"`.
extension GameResult: WireCodable {
    public init(json: JSONValue) throws(WireError) {
        switch try json.string() {
        case "draw": self = .draw
        case "abandoned": self = .abandoned
        case let sign:
            guard let winner = Player(rawValue: sign) else { throw .expected("x, o, draw or abandoned") }
            self = .won(winner)
        }
    }

    public func write(to json: inout JSONWriter) {
        switch self {
        case .won(let winner): json.string(winner.rawValue)
        case .draw: json.string("draw")
        case .abandoned: json.string("abandoned")
        }
    }
}
