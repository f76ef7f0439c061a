/// A winning row of cells, drawn from one end cell to the other.
public struct CellLine: Hashable, Sendable, Codable {
    public let from: Cell
    public let to: Cell

    public init(from: Cell, to: Cell) {
        self.from = from
        self.to = to
    }
}
