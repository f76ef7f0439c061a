import AndoraCore
extension ShapeModel {
    /// Reads a model's binary form (docs/INK.md, "The model file"): the input, hidden and network
    /// counts as little-endian `UInt32`, every number as a little-endian 32-bit float (acceptance,
    /// means, scales, each network's parameters) and the FNV-1a hash of all that as a little-endian
    /// `UInt64`. Nil when the hash does not match (a damaged copy) or the counts do not fit the length.
    package init?(bytes: [UInt8]) {
        let headerCount = 12
        guard let contents = SealedBytes.contents(of: bytes), contents.count >= headerCount, contents.count % 4 == 0 else { return nil }
        let counts = (0..<3).map { Int(truncatingIfNeeded: SealedBytes.number(in: contents, at: 4 * $0, count: 4)) }
        let (inputCount, hiddenCount, networkCount) = (counts[0], counts[1], counts[2])
        let numbers = stride(from: headerCount, to: contents.count, by: 4).map { offset in
            Double(Float(bitPattern: UInt32(truncatingIfNeeded: SealedBytes.number(in: contents, at: offset, count: 4))))
        }
        guard inputCount > 0, hiddenCount > 0, networkCount > 0 else { return nil }
        let parameterCount = ShapeNetwork.parameterCount(inputCount: inputCount, hiddenCount: hiddenCount)
        guard numbers.count == 1 + 2 * inputCount + networkCount * parameterCount else { return nil }
        let networkStart = 1 + 2 * inputCount
        self.init(
            inputMean: Array(numbers[1...inputCount]),
            inputScale: Array(numbers[(inputCount + 1)..<networkStart]),
            networks: (0..<networkCount).map { member in
                let start = networkStart + member * parameterCount
                return ShapeNetwork(inputCount: inputCount, hiddenCount: hiddenCount, parameters: Array(numbers[start..<start + parameterCount]))
            },
            acceptance: numbers[0]
        )
    }
}
