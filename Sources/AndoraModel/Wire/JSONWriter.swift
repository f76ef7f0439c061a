/// Builds a JSON text in the order values are written, so that equal values give equal bytes
/// natively and in WebAssembly.
public struct JSONWriter {
    private var bytes: [UInt8] = []
    private var needsComma = false

    public init() {
        bytes.reserveCapacity(4096)
    }

    /// The JSON written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes an object whose fields `body` adds with ``field(_:_:)``.
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        container("{", "}", body)
    }

    /// Writes an array whose elements `body` adds with ``element(_:)``.
    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        container("[", "]", body)
    }

    /// Adds a field to the object being written.
    public mutating func field(_ key: String, _ value: some WireEncodable) {
        separate()
        string(key)
        bytes.append(UInt8(ascii: ":"))
        value.write(to: &self)
    }

    /// Adds a field to the object being written, unless the value is absent.
    public mutating func field(_ key: String, _ value: (some WireEncodable)?) {
        if let value { field(key, value) }
    }

    /// Adds an element to the array being written.
    public mutating func element(_ value: some WireEncodable) {
        separate()
        value.write(to: &self)
    }

    /// Writes a string with JSON's escapes.
    public mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xf)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes a literal that is already JSON: a number, `true`, `false` or `null`.
    public mutating func raw(_ literal: String) {
        bytes += literal.utf8
    }

    private mutating func container(_ open: Unicode.Scalar, _ close: Unicode.Scalar, _ body: (inout JSONWriter) -> Void) {
        bytes.append(UInt8(ascii: open))
        let outer = needsComma
        needsComma = false
        body(&self)
        needsComma = outer
        bytes.append(UInt8(ascii: close))
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
    }
}
