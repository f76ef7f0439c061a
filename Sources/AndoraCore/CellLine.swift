/// A winning row of cells, drawn from one end cell to the other.
public struct CellLine: Hashable, Sendable {
    public let from: Cell
    public let to: Cell

    public init(from: Cell, to: Cell) {
        self.from = from
        self.to = to
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension CellLine: Codable {}
#endif
