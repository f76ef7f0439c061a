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

extension WireSchema {
    /// A cell in notation, `a1` to `o15`, as an intent names it.
    static var cell: WireSchema { cellNotation.with("example", "e5") }

    /// A cell in notation, as a game's moves list it.
    static var cellInNotation: WireSchema { cellNotation.described("A cell in notation.") }

    /// What ``Cell/init(json:)`` reads: a letter `a`…`o` and a row 1…15.
    private static var cellNotation: WireSchema { string.with("pattern", "^[a-o](1[0-5]|[1-9])$") }
}
