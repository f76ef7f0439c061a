/// A line to draw, from the centre of one cell to the centre of another, in notation.
public struct LineState: Hashable, Sendable {
    public var from: String
    public var to: String
    /// Whose line it is: the sign of its cells, or the winner for a line across mini-fields.
    public var owner: CellMark
}

extension LineState: WireState {
    public static let wireName = "Line"

    public static func wireFields(_ shape: inout some WireFields<LineState>) {
        shape.field("from", .string) { $0.from }
        shape.field("to", .string) { $0.to }
        shape.field("owner", .string.with("enum", ["x", "o", "none"]).described("Whose line: the sign of its cells, or the winner for a line across mini-fields.")) { $0.owner }
    }
}
