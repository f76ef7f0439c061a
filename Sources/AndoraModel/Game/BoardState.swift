import AndoraCore

/// The field to draw (R3.3): Andora's 9×9 of mini-fields, or a classic N×N board.
public struct BoardState: Hashable, Sendable {
    public var mode: GameMode
    /// Who won the game, once somebody has.
    public var winner: Player?
    /// Cells per side: 9, or classic N.
    public var size: Int
    /// Row by row from the top left.
    public var cells: [CellState]
    /// Andora: the nine mini-fields in keypad order; empty for classic.
    public var miniFields: [MiniFieldView]
    /// Lines across cells (R3.3.4.3), or a classic winning line.
    public var cellLines: [LineState]
    /// Lines across mini-fields (R3.3.3), from centre cell to centre cell of the end mini-fields.
    public var fieldLines: [LineState]
    /// An Andora draw (R1.9.2): the keypad position (1…9) of the full mini-field the last move
    /// sent the player to.
    public var fullField: Int?
}

extension BoardState: WireState {
    public static let wireName = "Board"

    public static func wireFields(_ shape: inout some WireFields<BoardState>) {
        shape.field("mode", .string.with("enum", ["andora", "classic"])) { $0.mode }
        shape.field("winner", .string.with("enum", ["x", "o"]).described("Who won, once somebody has.")) { $0.winner }
        shape.field("size", .typed("integer")) { $0.size }
        shape.field("cells", .array(of: .reference("Cell"))) { $0.cells }
        shape.field("miniFields", .array(of: .reference("MiniField"))) { $0.miniFields }
        shape.field("cellLines", .array(of: .reference("Line"))) { $0.cellLines }
        shape.field("fieldLines", .array(of: .reference("Line"))) { $0.fieldLines }
        shape.field("fullField", .integer(1...9).described("An Andora draw: the full mini-field the last move sent the player to (R1.9.2).")) { $0.fullField }
    }
}
