extension ShapeModel {
    /// A compact text form for generated source: "inputs hidden networks" then every number as the
    /// eight hex digits of its 32-bit float, in the order acceptance, means, scales, network parameters.
    var encoded: String {
        let numbers = [acceptance] + inputMean + inputScale + networks.flatMap { $0.parameters }
        let digits = numbers.map { number -> String in
            let hex = String(Float(number).bitPattern, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }
        return "\(inputMean.count) \(networks[0].hiddenCount) \(networks.count) " + digits.joined()
    }

    /// Reads `encoded`; line breaks and spaces inside the hex digits are skipped. Nil when the text does not fit.
    init?(encoded: String) {
        let fields = encoded.split(separator: " ", maxSplits: 3)
        guard fields.count == 4, let inputCount = Int(fields[0]), let hiddenCount = Int(fields[1]), let networkCount = Int(fields[2]),
              inputCount > 0, hiddenCount > 0, networkCount > 0
        else { return nil }
        var numbers: [Double] = []
        var word: UInt32 = 0
        var digitCount = 0
        for character in fields[3].utf8 where character != UInt8(ascii: " ") && character != UInt8(ascii: "\n") {
            guard let digit = Self.hexValue(character) else { return nil }
            word = word << 4 | UInt32(digit)
            digitCount += 1
            if digitCount == 8 {
                numbers.append(Double(Float(bitPattern: word)))
                word = 0
                digitCount = 0
            }
        }
        let parameterCount = ShapeNetwork.parameterCount(inputCount: inputCount, hiddenCount: hiddenCount)
        guard digitCount == 0, numbers.count == 1 + 2 * inputCount + networkCount * parameterCount else { return nil }
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

    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
