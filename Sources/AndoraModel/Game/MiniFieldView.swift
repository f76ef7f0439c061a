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

extension MiniFieldView: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("index", index)
            object.field("state", state)
            object.field("allowed", allowed)
            object.field("inLine", inLine)
            object.field("label", label)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension MiniFieldView: Codable {}
#endif
