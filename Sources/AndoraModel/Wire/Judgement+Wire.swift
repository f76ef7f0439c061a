import AndoraCore
import AndoraEngine

/// A judgement on the wire, as the page's Web Worker answers a review's search:
/// `{"move": "e5", "mover": "x", "score": 420, "rules": "first"}`; `move` is absent once the game
/// is over.
extension Judgement: WireCodable {
    public init(json: JSONValue) throws(WireError) {
        let cell: Cell? = try json.optionalField("move")
        guard cell?.isOnBoard(ofSize: 9) ?? true else { throw .invalid("the move is not on the 9×9 field") }
        let score: Int = try json.field("score")
        guard let score = Int32(exactly: score) else { throw .invalid("the score is out of range") }
        guard let rules = RuleSet(name: try json.field("rules", as: String.self)) else { throw .invalid("unknown rules") }
        self.init(move: cell.map(Move.init), mover: try json.field("mover"), score: score, rules: rules)
    }

    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("move", move?.cell)
            object.field("mover", mover)
            object.field("score", Int(score))
            object.field("rules", rules.name)
        }
    }
}
