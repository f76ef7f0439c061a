import AndoraCore
extension ShapeModel {
    /// Reads a model's binary form (docs/INK.md, "The model file"): the input, hidden and network
    /// counts as little-endian `UInt32`, every number as a little-endian 32-bit float (acceptance,
    /// means, scales, each network's parameters) and the FNV-1a hash of all that as a little-endian
    /// `UInt64`. Nil when the hash does not match (a damaged copy) or the counts do not fit the length.
    package init?(bytes: [UInt8]) {
        let headerCount = 12, checksumCount = 8
        guard bytes.count >= headerCount + checksumCount, (bytes.count - headerCount - checksumCount) % 4 == 0 else { return nil }
        let end = bytes.count - checksumCount
        guard FowlerNollVo.hash(bytes[..<end]) == Self.littleEndian(bytes, at: end, count: checksumCount) else { return nil }
        let counts = (0..<3).map { Int(truncatingIfNeeded: Self.littleEndian(bytes, at: 4 * $0, count: 4)) }
        let (inputCount, hiddenCount, networkCount) = (counts[0], counts[1], counts[2])
        let numbers = stride(from: headerCount, to: end, by: 4).map { offset in
            Double(Float(bitPattern: UInt32(truncatingIfNeeded: Self.littleEndian(bytes, at: offset, count: 4))))
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

    /// The `count` bytes at `offset` read as a little-endian unsigned number.
    private static func littleEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> UInt64 {
        (0..<count).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * $1) }
    }
}
