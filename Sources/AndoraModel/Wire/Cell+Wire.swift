import AndoraCore

/// A cell on the wire is its notation, `"e5"`.
extension Cell: WireCodable {
    /// Reads a cell from its notation.
    public init(json: JSONValue) throws(WireError) {
        let notation = try json.string()
        guard let cell = try? Cell(notation: notation) else { throw .expected("a cell such as e5") }
        self = cell
    }

    public func write(to json: inout JSONWriter) {
        json.string(notation)
    }
}
