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
        let size = try json.read(Fields.size)
        let inARow = try json.read(Fields.inARow)
        guard let rules = ClassicRules(size: size, inARow: inARow) else {
            throw .invalid("no classic game is \(size)×\(size), \(inARow) in a row")
        }
        self = rules
    }

    public static let wireName = "ClassicRules"

    public static func wireFields(_ shape: inout some WireFields<ClassicRules>) {
        shape.field(Fields.size, .integer(3...15)) { $0.size }
        shape.field(Fields.inARow, .integer(3...15)) { $0.inARow }
    }

    /// The fields, beside the type: a static member here would hide AndoraCore's property of its name.
    private enum Fields {
        static var size: WireField<Int> { WireField("size") }
        static var inARow: WireField<Int> { WireField("inARow") }
    }
}

/// A game with its redo list on the wire: `{"rules": "first", "moves": ["e5", …], "undoneMoves": []}`;
/// moves that are not a legal game are refused.
extension GameRecord: WireEncodable, WireShaped, WireDecodable where Game.Rules: WireCodable {
    public init(json: JSONValue) throws(WireError) {
        let rules = try json.read(Fields.rules)
        let moves = try json.read(Fields.moves)
        let undone = try json.read(Fields.undoneMoves)
        do {
            try self.init(rules: rules, moves: moves, undoneMoves: undone)
        } catch {
            throw .invalid("the saved moves are not a legal game: \(error)")
        }
    }

    public static var wireName: String { "GameRecord" }

    public static func wireFields(_ shape: inout some WireFields<GameRecord>) {
        shape.field(Fields.rules, .rules) { $0.game.rules }
        shape.field(Fields.moves, .moves) { $0.game.moves }
        shape.field(Fields.undoneMoves, .moves) { $0.undoneMoves }
    }

    /// The fields, beside the type: a static member here would hide AndoraCore's property of its name.
    private enum Fields {
        static var rules: WireField<Game.Rules> { WireField("rules") }
        static var moves: WireField<[Cell]> { WireField("moves") }
        static var undoneMoves: WireField<[Cell]> { WireField("undoneMoves", ifMissing: []) }
    }
}

extension WireSchema {
    /// The rules of a saved game: an Andora rule set's name, or a classic board's size and line.
    static var rules: WireSchema {
        WireSchema().described("first, any or standard for an Andora game; {size, inARow} for a classic one.")
            .with("oneOf", [
                WireSchema.string.with("enum", MiniFieldStrategy.allCases.map { UltimateRules.andora(strategy: $0).name } + [UltimateRules.standard.name]),
                WireShape(of: ClassicRules.self).schema,
            ])
    }

    /// A game's moves (or its undone ones), in notation.
    static var moves: WireSchema { array(of: .cellInNotation).with("maxItems", 225) }
}
