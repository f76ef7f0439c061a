/// One cell button (R3.3.4.4).
public struct CellState: Hashable, Sendable {
    /// The cell in notation, `a1`…`i9`; send it back in `tapCell`.
    public var name: String
    /// Column from the left and row from the top, both 0-based, for drawing.
    public var x: Int
    public var y: Int
    /// Andora: the keypad position (1…9) of the cell's mini-field; `nil` on a classic board.
    public var field: Int?
    public var mark: CellMark
    /// The mark is a pending one, waiting for "Finish turn".
    public var pending: Bool
    /// Whether pressing it places a mark (R3.3.4.4.2).
    public var enabled: Bool
    /// The cell lies on a drawn line (R3.3.4.3, or a classic winning line).
    public var inLine: Bool
    /// The last hint suggests this cell (R5.1.8), until the next move.
    public var hint: Bool = false
    /// The last move played went here: the computer's or the other device's reply is easy to find.
    public var last: Bool = false
    /// What a screen reader says: "e5, X", "e5, empty", "e5, O, not yet confirmed", "e5, O, last move".
    public var label: String = ""
}

extension CellState: WireState {
    public static let wireName = "Cell"

    public static func wireFields(_ shape: inout some WireFields<CellState>) {
        shape.field("name", .string.with("example", "e5")) { $0.name }
        shape.field("x", .typed("integer")) { $0.x }
        shape.field("y", .typed("integer")) { $0.y }
        shape.field("field", .integer(1...9).described("Andora: the keypad position of the cell's mini-field; absent on a classic board.")) { $0.field }
        shape.field("mark", .string.with("enum", ["x", "o", "none"])) { $0.mark }
        shape.field("pending", .boolean) { $0.pending }
        shape.field("enabled", .boolean) { $0.enabled }
        shape.field("inLine", .boolean) { $0.inLine }
        shape.field("hint", .boolean) { $0.hint }
        shape.field("last", .boolean.described("The last move played went to this cell.")) { $0.last }
        shape.field("label", .string.described("What a screen reader says of the cell, in the profile's language.")) { $0.label }
    }
}
