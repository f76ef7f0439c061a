import AndoraCore
import AndoraEngine

/// A judgement on the wire, as the page's Web Worker answers a review's search:
/// `{"move": "e5", "mover": "x", "score": 420, "rules": "first"}`; `move` is absent once the game
/// is over.
extension Judgement: WireCodable, WireShaped {
    public init(json: JSONValue) throws(WireError) {
        let cell: Cell? = try json.optionalField("move")
        guard cell?.isOnBoard(ofSize: 9) ?? true else { throw .invalid("the move is not on the 9×9 field") }
        let score: Int = try json.field("score")
        guard let score = Int32(exactly: score) else { throw .invalid("the score is out of range") }
        guard let rules = RuleSet(name: try json.field("rules", as: String.self)) else { throw .invalid("unknown rules") }
        self.init(move: cell.map(Move.init), mover: try json.field("mover"), score: score, rules: rules)
    }

    public static let wireName = "Judgement"

    public static func wireFields(_ shape: inout some WireFields<Judgement>) {
        shape.field("move") { $0.move?.cell }
        shape.field("mover") { $0.mover }
        shape.field("score") { Int($0.score) }
        shape.field("rules") { $0.rules.name }
    }
}
