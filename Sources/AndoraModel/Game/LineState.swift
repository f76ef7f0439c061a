/// A line to draw, from the centre of one cell to the centre of another, in notation.
public struct LineState: Hashable, Sendable {
    public var from: String
    public var to: String
    /// Whose line it is: the sign of its cells, or the winner for a line across mini-fields.
    public var owner: CellMark
}

extension LineState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("from", from)
            object.field("to", to)
            object.field("owner", owner)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension LineState: Codable {}
#endif
