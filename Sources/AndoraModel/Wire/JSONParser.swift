/// Reads JSON (RFC 8259) from UTF-8 bytes into a ``JSONValue``; nesting is limited so that a
/// hostile text cannot exhaust the stack.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 64

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func document() throws(WireError) -> JSONValue {
        let value = try self.value()
        skipSpace()
        guard index == bytes.count else { throw .malformed(at: index) }
        return value
    }

    private mutating func value() throws(WireError) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw .malformed(at: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try nested { (parser: inout JSONParser) throws(WireError) in try parser.object() }
        case UInt8(ascii: "["): return try nested { (parser: inout JSONParser) throws(WireError) in try parser.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func nested(_ read: (inout JSONParser) throws(WireError) -> JSONValue) throws(WireError) -> JSONValue {
        depth += 1
        guard depth <= Self.maximumDepth else { throw .malformed(at: index) }
        let value = try read(&self)
        depth -= 1
        return value
    }

    private mutating func object() throws(WireError) -> JSONValue {
        index += 1
        var fields: [String: JSONValue] = [:]
        skipSpace()
        if take(UInt8(ascii: "}")) { return .object(fields) }
        repeat {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw .malformed(at: index) }
            let key = try string()
            skipSpace()
            guard take(UInt8(ascii: ":")) else { throw .malformed(at: index) }
            fields[key] = try value()
            skipSpace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")) else { throw .malformed(at: index) }
        return .object(fields)
    }

    private mutating func array() throws(WireError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if take(UInt8(ascii: "]")) { return .array(elements) }
        repeat {
            elements.append(try value())
            skipSpace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "]")) else { throw .malformed(at: index) }
        return .array(elements)
    }

    private mutating func string() throws(WireError) -> String {
        index += 1
        var utf8: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"): utf8 += String(Character(try escape())).utf8
            case ..<0x20: throw .malformed(at: index - 1)
            default: utf8.append(byte)
            }
        }
        throw .malformed(at: index)
    }

    private mutating func escape() throws(WireError) -> Unicode.Scalar {
        guard index < bytes.count else { throw .malformed(at: index) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{c}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800..<0xDC00).contains(unit) {
                guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else { throw .malformed(at: index) }
                let low = try hexUnit()
                guard (0xDC00..<0xE000).contains(low),
                      let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                else { throw .malformed(at: index) }
                return scalar
            }
            guard let scalar = Unicode.Scalar(unit) else { throw .malformed(at: index) }
            return scalar
        default: throw .malformed(at: index - 1)
        }
    }

    private mutating func hexUnit() throws(WireError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw .malformed(at: index) }
        var unit: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .malformed(at: index)
            }
            unit = unit << 4 | UInt32(digit)
        }
        index += 4
        return unit
    }

    /// A number as RFC 8259 writes it: `-`, digits without a leading zero, a fraction, an exponent.
    private mutating func number() throws(WireError) -> JSONValue {
        let start = index
        _ = take(UInt8(ascii: "-"))
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
            throw .malformed(at: integerStart)
        }
        if take(UInt8(ascii: ".")), digits() == 0 { throw .malformed(at: index) }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw .malformed(at: index) }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(WireError) -> JSONValue {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw .malformed(at: index)
        }
        index += expected.count
        return value
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }
}
