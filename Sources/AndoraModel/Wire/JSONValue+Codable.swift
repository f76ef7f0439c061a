// Embedded Swift (the WebAssembly build) has no Codable. Natively, a value whose wire form is
// written by hand is Codable through it, so that the two never disagree.
#if !hasFeature(Embedded)
extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int64.self) {
            self = .number(String(integer))
        } else if let seed = try? container.decode(UInt64.self) {
            self = .number(String(seed))
        } else if let number = try? container.decode(Double.self) {
            self = .number(String(number))
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let text):
            if let integer = Int64(text) {
                try container.encode(integer)
            } else if let seed = UInt64(text) {
                try container.encode(seed)
            } else {
                try container.encode(Double(text) ?? 0)
            }
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let fields): try container.encode(fields)
        }
    }
}

/// A value whose Codable form is its wire form: `extension T: CodableAsWire {}` is all it takes,
/// so that the stores keep what the page and WebAssembly read. (Enums named by a raw value keep the
/// standard library's Codable, which writes the same string; a default here would clash with it.)
public protocol CodableAsWire: WireCodable, Codable {}

extension CodableAsWire {
    /// Reads the value's one JSON form.
    public init(from decoder: any Decoder) throws {
        try self.init(json: JSONValue(from: decoder))
    }

    /// Writes the value's one JSON form.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue(parsing: json).encode(to: encoder)
    }
}
#endif
