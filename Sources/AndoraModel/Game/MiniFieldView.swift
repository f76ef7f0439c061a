/// One mini-field of an Andora board (R3.3.4).
public struct MiniFieldView: Hashable, Sendable {
    /// Keypad position 1…9, row by row from the top left.
    public var index: Int
    /// The status mark (R3.3.4.2): `.` empty, `x`, `o` or `?`.
    public var state: String
    /// Part of the highlighted area (R3.3.2).
    public var allowed: Bool
    /// On the winning line across mini-fields (R3.3.3).
    public var inLine: Bool
    /// What a screen reader says: "Mini-field 5, captured by X, playable now".
    public var label: String = ""
}

extension MiniFieldView: WireState {
    public static let wireName = "MiniField"

    public static func wireFields(_ shape: inout some WireFields<MiniFieldView>) {
        shape.field("index", .integer(1...9)) { $0.index }
        shape.field("state", .string.with("enum", [".", "x", "o", "?"])) { $0.state }
        shape.field("allowed", .boolean) { $0.allowed }
        shape.field("inLine", .boolean) { $0.inLine }
        shape.field("label", .string.described("What a screen reader says of the mini-field.")) { $0.label }
    }
}
