import AndoraCore
import AndoraEngine

/// A judgement on the wire, as the page's Web Worker answers a review's search:
/// `{"move": "e5", "mover": "x", "score": 420, "rules": "first"}`; `move` is absent once the game
/// is over.
extension Judgement: WireCodable, WireShaped {
    public init(json: JSONValue) throws(WireError) {
        let cell = try json.read(Fields.move)
        guard cell?.isOnBoard(ofSize: 9) ?? true else { throw .invalid("the move is not on the 9×9 field") }
        guard let score = Int32(exactly: try json.read(Fields.score)) else { throw .invalid("the score is out of range") }
        guard let rules = RuleSet(name: try json.read(Fields.rules)) else { throw .invalid("unknown rules") }
        self.init(move: cell.map(Move.init), mover: try json.read(Fields.mover), score: score, rules: rules)
    }

    public static let wireName = "Judgement"

    public static func wireFields(_ shape: inout some WireFields<Judgement>) {
        shape.field(Fields.move) { $0.move?.cell }
        shape.field(Fields.mover) { $0.mover }
        shape.field(Fields.score) { Int($0.score) }
        shape.field(Fields.rules) { $0.rules.name }
    }

    /// The fields, beside the type: a static member here would hide AndoraEngine's property of its name.
    private enum Fields {
        static var move: WireField<Cell?> { WireField(optional: "move") }
        static var mover: WireField<Player> { WireField("mover") }
        static var score: WireField<Int> { WireField("score") }
        /// The rule set's name.
        static var rules: WireField<String> { WireField("rules") }
    }
}
