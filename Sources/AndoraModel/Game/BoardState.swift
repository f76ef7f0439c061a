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

extension BoardState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("mode", mode)
            object.field("winner", winner)
            object.field("size", size)
            object.field("cells", cells)
            object.field("miniFields", miniFields)
            object.field("cellLines", cellLines)
            object.field("fieldLines", fieldLines)
            object.field("fullField", fullField)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension BoardState: Codable {}
#endif
