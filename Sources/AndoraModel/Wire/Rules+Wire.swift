import AndoraCore

/// An Andora rule set on the wire is its short name: `"first"`, `"any"` or `"standard"`.
extension UltimateRules: WireCodable {
    public init(json: JSONValue) throws(WireError) {
        let name = try json.string()
        guard let rules = UltimateRules(name: name) else { throw .expected("a rule set: first, any or standard") }
        self = rules
    }

    public func write(to json: inout JSONWriter) { json.string(name) }
}

/// Classic rules on the wire: `{"size": 3, "inARow": 3}`.
extension ClassicRules: WireCodable, WireShaped {
    public init(json: JSONValue) throws(WireError) {
        let size: Int = try json.field("size")
        let inARow: Int = try json.field("inARow")
        guard let rules = ClassicRules(size: size, inARow: inARow) else {
            throw .invalid("no classic game is \(size)×\(size), \(inARow) in a row")
        }
        self = rules
    }

    public static let wireName = "ClassicRules"

    public static func wireFields(_ shape: inout some WireFields<ClassicRules>) {
        shape.field("size") { $0.size }
        shape.field("inARow") { $0.inARow }
    }
}

/// A game with its redo list on the wire: `{"rules": "first", "moves": ["e5", …], "undoneMoves": []}`;
/// moves that are not a legal game are refused.
extension GameRecord: WireEncodable, WireShaped, WireDecodable where Game.Rules: WireCodable {
    public init(json: JSONValue) throws(WireError) {
        let rules: Game.Rules = try json.field("rules")
        let moves: [Cell] = try json.field("moves")
        let undone: [Cell] = try json.optionalField("undoneMoves") ?? []
        do {
            try self.init(rules: rules, moves: moves, undoneMoves: undone)
        } catch {
            throw .invalid("the saved moves are not a legal game: \(error)")
        }
    }

    public static var wireName: String { "GameRecord" }

    public static func wireFields(_ shape: inout some WireFields<GameRecord>) {
        shape.field("rules") { $0.game.rules }
        shape.field("moves") { $0.game.moves }
        shape.field("undoneMoves") { $0.undoneMoves }
    }
}
