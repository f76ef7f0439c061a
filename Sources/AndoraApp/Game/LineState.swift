/// A line to draw, from the centre of one cell to the centre of another, in notation.
public struct LineState: Hashable, Sendable, Codable {
    public var from: String
    public var to: String
}
