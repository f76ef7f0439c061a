import AndoraInk

/// A small JSON reader made for `InkSample` lines: it reads the strokes straight into points and
/// skips any field it does not know, which is several times faster than a general JSON decoder.
struct InkSampleParser {
    private let bytes: [UInt8]
    private var position = 0
    private static let maximumNesting = 64

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func sample() throws(InkSampleError) -> InkSample {
        var sample = InkSample(strokes: [])
        var sawStrokes = false
        try expect("{")
        if !consume("}") {
            repeat {
                let key = try string()
                try expect(":")
                switch key {
                case "strokes":
                    sample.strokes = try strokes()
                    sawStrokes = true
                case "id": sample.id = try optionalString(field: key)
                case "source": sample.source = try optionalString(field: key)
                case "subject": sample.subject = try optionalString(field: key)
                case "label": sample.label = try optionalString(field: key)
                default: try skipValue()
                }
            } while consume(",")
            try expect("}")
        }
        skipWhitespace()
        guard position == bytes.count else { throw .syntax(offset: position, expected: "end of line") }
        guard sawStrokes else { throw .missingStrokes }
        return sample
    }

    // MARK: Strokes

    private mutating func strokes() throws(InkSampleError) -> [Stroke] {
        guard peek() == UInt8(ascii: "[") else { throw .wrongType(field: "strokes", expected: "a list of strokes") }
        var strokes: [Stroke] = []
        try list { (parser: inout InkSampleParser) throws(InkSampleError) in
            guard parser.peek() == UInt8(ascii: "[") else { throw .wrongType(field: "strokes", expected: "a list of strokes") }
            var points: [InkPoint] = []
            try parser.list { (parser: inout InkSampleParser) throws(InkSampleError) in
                points.append(try parser.point(stroke: strokes.count, index: points.count))
            }
            strokes.append(Stroke(points))
        }
        return strokes
    }

    private mutating func point(stroke: Int, index: Int) throws(InkSampleError) -> InkPoint {
        guard peek() == UInt8(ascii: "[") else { throw .badPoint(stroke: stroke, point: index) }
        var coordinates: [Double?] = []
        do {
            try list { (parser: inout InkSampleParser) throws(InkSampleError) in
                coordinates.append(parser.consumeLiteral("null") ? nil : try parser.number())
            }
        } catch {
            throw .badPoint(stroke: stroke, point: index)
        }
        guard (2...3).contains(coordinates.count), let x = coordinates[0], let y = coordinates[1],
              x.isFinite, y.isFinite, coordinates.count == 2 || coordinates[2]?.isFinite ?? true
        else { throw .badPoint(stroke: stroke, point: index) }
        return InkPoint(x: x, y: y, t: coordinates.count == 3 ? coordinates[2] : nil)
    }

    // MARK: JSON values

    /// Reads `[element, …]`, calling `element` for each item.
    private mutating func list(_ element: (inout InkSampleParser) throws(InkSampleError) -> Void) throws(InkSampleError) {
        try expect("[")
        if consume("]") { return }
        repeat { try element(&self) } while consume(",")
        try expect("]")
    }

    private mutating func optionalString(field: String) throws(InkSampleError) -> String? {
        if consumeLiteral("null") { return nil }
        guard peek() == UInt8(ascii: "\"") else { throw .wrongType(field: field, expected: "a string") }
        return try string()
    }

    private mutating func string() throws(InkSampleError) -> String {
        try expect("\"")
        var utf8: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"): utf8 += try escape()
            case 0..<0x20: throw .syntax(offset: position - 1, expected: "a character inside a string")
            default: utf8.append(byte)
            }
        }
        throw .syntax(offset: position, expected: "closing quote")
    }

    /// The UTF-8 bytes of the escape sequence after a backslash.
    private mutating func escape() throws(InkSampleError) -> [UInt8] {
        guard position < bytes.count else { throw .syntax(offset: position, expected: "escape") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return [byte]
        case UInt8(ascii: "b"): return [8]
        case UInt8(ascii: "f"): return [12]
        case UInt8(ascii: "n"): return [10]
        case UInt8(ascii: "r"): return [13]
        case UInt8(ascii: "t"): return [9]
        case UInt8(ascii: "u"):
            guard position + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
            else { throw .syntax(offset: position, expected: "four hex digits") }
            position += 4
            let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
            return Array(String(Character(scalar)).utf8)
        default: throw .syntax(offset: position - 1, expected: "escape")
        }
    }

    private mutating func number() throws(InkSampleError) -> Double {
        skipWhitespace()
        let start = position
        let negative = consumeByte(UInt8(ascii: "-"))
        var mantissa = 0.0
        var exponent = 0
        let integerDigits = digits { mantissa = mantissa * 10 + Double($0) }
        guard integerDigits > 0 else { throw .syntax(offset: start, expected: "a number") }
        if consumeByte(UInt8(ascii: ".")) {
            let fractionDigits = digits { mantissa = mantissa * 10 + Double($0); exponent -= 1 }
            guard fractionDigits > 0 else { throw .syntax(offset: position, expected: "a digit") }
        }
        if consumeByte(UInt8(ascii: "e")) || consumeByte(UInt8(ascii: "E")) {
            let negativeExponent = consumeByte(UInt8(ascii: "-"))
            if !negativeExponent { _ = consumeByte(UInt8(ascii: "+")) }
            var written = 0
            guard digits({ written = min(written * 10 + $0, 10_000) }) > 0 else { throw .syntax(offset: position, expected: "a digit") }
            exponent += negativeExponent ? -written : written
        }
        let magnitude = Self.scale(mantissa, byPowerOfTen: exponent)
        return negative ? -magnitude : magnitude
    }

    /// Reads decimal digits, handing each to `use`; returns how many there were.
    private mutating func digits(_ use: (Int) -> Void) -> Int {
        var count = 0
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            use(Int(bytes[position] - UInt8(ascii: "0")))
            position += 1
            count += 1
        }
        return count
    }

    private static func scale(_ value: Double, byPowerOfTen exponent: Int) -> Double {
        var result = value
        for _ in 0..<min(abs(exponent), 400) { result = exponent < 0 ? result / 10 : result * 10 }
        return result
    }

    /// Skips any JSON value, nested at most `maximumNesting` deep (deeper input is refused rather
    /// than allowed to exhaust the stack).
    private mutating func skipValue(depth: Int = 0) throws(InkSampleError) {
        guard depth < Self.maximumNesting else { throw .syntax(offset: position, expected: "less nesting") }
        switch peek() {
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "["): try list { (parser: inout InkSampleParser) throws(InkSampleError) in try parser.skipValue(depth: depth + 1) }
        case UInt8(ascii: "{"):
            try expect("{")
            if consume("}") { return }
            repeat {
                _ = try string()
                try expect(":")
                try skipValue(depth: depth + 1)
            } while consume(",")
            try expect("}")
        default:
            if consumeLiteral("null") || consumeLiteral("true") || consumeLiteral("false") { return }
            _ = try number()
        }
    }

    // MARK: Bytes

    private mutating func skipWhitespace() {
        while position < bytes.count, [32, 9, 10, 13].contains(bytes[position]) { position += 1 }
    }

    private mutating func peek() -> UInt8? {
        skipWhitespace()
        return position < bytes.count ? bytes[position] : nil
    }

    private mutating func consumeByte(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func consume(_ token: Unicode.Scalar) -> Bool {
        skipWhitespace()
        return consumeByte(UInt8(ascii: token))
    }

    private mutating func expect(_ token: Unicode.Scalar) throws(InkSampleError) {
        guard consume(token) else { throw .syntax(offset: position, expected: "'\(token)'") }
    }

    private mutating func consumeLiteral(_ literal: StaticString) -> Bool {
        skipWhitespace()
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let matches = literal.withUTF8Buffer { expected in (0..<count).allSatisfy { bytes[position + $0] == expected[$0] } }
        if matches { position += count }
        return matches
    }
}
