/// A parsed JSON text, as the model reads intents and host events: natively and in WebAssembly,
/// where Codable does not exist. Numbers keep their text, so integers of any size read exactly.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses a whole JSON text; anything after the value but white space is an error.
    public init(parsing text: String) throws(WireError) {
        var parser = JSONParser(Array(text.utf8))
        self = try parser.document()
    }

    /// The field of an object; `nil` for an absent field or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let fields) = self { fields[key] } else { nil }
    }

    /// The string, or an error naming what was expected.
    public func string() throws(WireError) -> String {
        guard case .string(let value) = self else { throw .expected("a string") }
        return value
    }

    /// The whole number, or an error.
    public func integer() throws(WireError) -> Int {
        guard case .number(let text) = self, let value = Int(text) else { throw .expected("a whole number") }
        return value
    }

    /// The whole number as 64 bits (ids, milliseconds: `Int` has 32 bits in WebAssembly).
    public func integer64() throws(WireError) -> Int64 {
        guard case .number(let text) = self, let value = Int64(text) else { throw .expected("a whole number") }
        return value
    }

    /// The number, or an error.
    public func double() throws(WireError) -> Double {
        guard case .number(let text) = self, let value = Double(text) else { throw .expected("a number") }
        return value
    }

    /// `true` or `false`, or an error.
    public func bool() throws(WireError) -> Bool {
        guard case .bool(let value) = self else { throw .expected("true or false") }
        return value
    }

    /// The elements, or an error.
    public func array() throws(WireError) -> [JSONValue] {
        guard case .array(let values) = self else { throw .expected("an array") }
        return values
    }

    /// The field that must be there.
    public func field(_ key: String) throws(WireError) -> JSONValue {
        guard case .object(let fields) = self else { throw .expected("an object") }
        guard let value = fields[key] else { throw .missing(key) }
        return value
    }

    /// The field that may be absent or `null`.
    public func optionalField(_ key: String) throws(WireError) -> JSONValue? {
        guard case .object(let fields) = self else { throw .expected("an object") }
        guard let value = fields[key], value != .null else { return nil }
        return value
    }

    /// The value of a string-named enum, such as `"any"` for a strategy.
    public func named<Value: RawRepresentable>(_ type: Value.Type) throws(WireError) -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: try string()) else { throw .expected("one of the known names") }
        return value
    }
}

/// A value read as it was sent, for a reader that reads its parts one by one.
extension JSONValue: WireDecodable {
    public init(json: JSONValue) { self = json }
}

extension JSONValue: WireEncodable {
    /// Writes the value back as JSON, an object's fields in key order.
    public func write(to json: inout JSONWriter) {
        switch self {
        case .null: json.raw("null")
        case .bool(let value): value.write(to: &json)
        case .number(let text): json.raw(text)
        case .string(let value): json.string(value)
        case .array(let values): values.write(to: &json)
        case .object(let fields):
            json.object { object in
                for (key, value) in fields.sorted(by: { $0.key < $1.key }) { object.field(key, value) }
            }
        }
    }
}
