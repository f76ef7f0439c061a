/// A line to draw, from the centre of one cell to the centre of another, in notation.
public struct LineState: Hashable, Sendable, Codable {
    public var from: String
    public var to: String
    /// Whose line it is: the sign of its cells, or the winner for a line across mini-fields.
    public var owner: CellMark
}
