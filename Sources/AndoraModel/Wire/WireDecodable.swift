/// A value read back from the JSON form its ``WireEncodable`` conformance writes: what the page's
/// storage and WebAssembly hand back, and, natively, what the stores' Codable goes through.
public protocol WireDecodable {
    /// Reads the value; a value of another shape, or one that breaks a rule, is an error.
    init(json: JSONValue) throws(WireError)
}

/// A value written and read in one JSON form.
public typealias WireCodable = WireEncodable & WireDecodable

extension WireDecodable where Self: WireEncodable {
    /// Reads the value from a JSON text.
    public init(jsonText: String) throws(WireError) {
        try self.init(json: JSONValue(parsing: jsonText))
    }
}

extension String: WireDecodable {
    public init(json: JSONValue) throws(WireError) { self = try json.string() }
}

extension Bool: WireDecodable {
    public init(json: JSONValue) throws(WireError) { self = try json.bool() }
}

extension Int: WireDecodable {
    public init(json: JSONValue) throws(WireError) { self = try json.integer() }
}

extension Int64: WireDecodable {
    public init(json: JSONValue) throws(WireError) { self = try json.integer64() }
}

extension Double: WireDecodable {
    public init(json: JSONValue) throws(WireError) { self = try json.double() }
}

/// A 64-bit seed travels as a decimal string of 1 to 20 digits (``WireSchema/unsigned64Pattern``):
/// JavaScript's numbers hold 53 bits. A number is read too (stores written before kept seeds as
/// numbers).
extension UInt64: WireCodable {
    public init(json: JSONValue) throws(WireError) {
        let text: String
        switch json {
        case .string(let string): text = string
        case .number(let number): text = number
        default: throw .expected("a whole number")
        }
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard text.utf8.count <= 20, text.utf8.allSatisfy({ digits.contains($0) }), let value = UInt64(text) else { throw .expected("a whole number") }
        self = value
    }

    public func write(to json: inout JSONWriter) { json.string(String(self)) }
}

extension Array: WireDecodable where Element: WireDecodable {
    public init(json: JSONValue) throws(WireError) {
        self = []
        for element in try json.array() { append(try Element(json: element)) }
    }
}

extension WireDecodable where Self: RawRepresentable, RawValue == String {
    /// Enums named by their raw value, such as `"x"` or `"andora"`.
    public init(json: JSONValue) throws(WireError) { self = try json.named(Self.self) }
}

extension JSONValue {
    /// The field that must be there, read as `Value`.
    public func field<Value: WireDecodable>(_ key: String) throws(WireError) -> Value {
        try Value(json: field(key))
    }

    /// The field that may be absent or `null`, read as `Value`.
    public func optionalField<Value: WireDecodable>(_ key: String) throws(WireError) -> Value? {
        guard let value = try optionalField(key) else { return nil }
        return try Value(json: value)
    }
}
