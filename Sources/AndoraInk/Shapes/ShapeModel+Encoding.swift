extension ShapeModel {
    /// A compact text form for generated source: "inputs hidden" then every number as the eight hex
    /// digits of its 32-bit float, in the order acceptance, means, scales, parameters.
    var encoded: String {
        let numbers = [acceptance] + inputMean + inputScale + parameters
        let digits = numbers.map { number -> String in
            let hex = String(Float(number).bitPattern, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }
        return "\(inputCount) \(hiddenCount) " + digits.joined()
    }

    /// Reads `encoded`; whitespace inside the hex digits is skipped. Nil when the text does not fit.
    init?(encoded: String) {
        let fields = encoded.split(separator: " ", maxSplits: 2)
        guard fields.count == 3, let inputCount = Int(fields[0]), let hiddenCount = Int(fields[1]) else { return nil }
        var numbers: [Double] = []
        var word: UInt32 = 0
        var digitCount = 0
        for character in fields[2].utf8 where !(character == 32 || character == 10) {
            guard let digit = Self.hexValue(character) else { return nil }
            word = word << 4 | UInt32(digit)
            digitCount += 1
            if digitCount == 8 {
                numbers.append(Double(Float(bitPattern: word)))
                word = 0
                digitCount = 0
            }
        }
        let parameterCount = Self.parameterCount(inputCount: inputCount, hiddenCount: hiddenCount)
        guard digitCount == 0, numbers.count == 1 + 2 * inputCount + parameterCount else { return nil }
        self.init(
            inputCount: inputCount, hiddenCount: hiddenCount,
            inputMean: Array(numbers[1...inputCount]),
            inputScale: Array(numbers[(inputCount + 1)...(2 * inputCount)]),
            parameters: Array(numbers[(2 * inputCount + 1)...]),
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
