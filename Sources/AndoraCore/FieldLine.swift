/// A winning row of mini-fields on the field (R3.3.3), by keypad index 0…8 of its end mini-fields.
public struct FieldLine: Hashable, Sendable {
    public let from: Int
    public let to: Int

    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension FieldLine: Codable {}
#endif
