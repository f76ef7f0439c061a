extension ShapeModel {
    /// The text form of the shipped model: "inputs hidden networks checksum" and then every number
    /// as a little-endian 32-bit float, in the order acceptance, means, scales, network parameters,
    /// in Base64. The checksum (FNV-1a, 64 bits, of those bytes, in hex) catches a damaged copy.
    package var encoded: String {
        let numbers = [acceptance] + inputMean + inputScale + networks.flatMap { $0.parameters }
        let bytes = numbers.flatMap { number in
            let bits = Float(number).bitPattern
            return (0..<4).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) }
        }
        let checksum = String(Self.checksum(bytes), radix: 16)
        return "\(inputMean.count) \(networks[0].hiddenCount) \(networks.count) \(checksum) " + Base64.encode(bytes)
    }

    /// Reads `encoded`; line breaks and spaces inside the Base64 text are skipped. Nil when the text
    /// does not fit or its checksum does not match.
    init?(encoded: String) {
        let fields = encoded.split(separator: " ", maxSplits: 4)
        guard fields.count == 5, let inputCount = Int(fields[0]), let hiddenCount = Int(fields[1]),
              let networkCount = Int(fields[2]), let checksum = UInt64(fields[3], radix: 16),
              inputCount > 0, hiddenCount > 0, networkCount > 0,
              let bytes = Base64.decode(fields[4]), bytes.count % 4 == 0, Self.checksum(bytes) == checksum
        else { return nil }
        let numbers = stride(from: 0, to: bytes.count, by: 4).map { start in
            let bits = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[start + $1]) << (8 * $1) }
            return Double(Float(bitPattern: bits))
        }
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

    /// FNV-1a over the bytes.
    private static func checksum(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
