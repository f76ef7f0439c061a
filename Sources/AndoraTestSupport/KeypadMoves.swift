import AndoraCore

extension UltimateGame {
    /// A game from moves given as (mini-field, slot) pairs in keypad order, 0-based, the way the rules
    /// speak of them (R1.8.2: the slot of a move names the next mini-field).
    public init(rules: UltimateRules, keypad moves: [(field: Int, slot: Int)]) throws(MoveError) {
        try self.init(rules: rules, moves: moves.map { Keypad.cell(field: $0.field, slot: $0.slot) })
    }
}
