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
        shape.field("mode") { $0.mode }
        shape.field("winner") { $0.winner }
        shape.field("size") { $0.size }
        shape.field("cells") { $0.cells }
        shape.field("miniFields") { $0.miniFields }
        shape.field("cellLines") { $0.cellLines }
        shape.field("fieldLines") { $0.fieldLines }
        shape.field("fullField") { $0.fullField }
    }
}
