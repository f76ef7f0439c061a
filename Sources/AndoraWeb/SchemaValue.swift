import Foundation

/// JSON as the schema checker reads the OpenAPI document and request bodies: strictly (`true` is
/// never a number, `1` never a boolean), with integers apart from other numbers as JSON Schema
/// types them. The app model reads intents with its own `JSONValue`.
enum SchemaValue: Decodable, Equatable, Sendable {
    case null, bool(Bool), integer(Int), number(Double), string(String), array([SchemaValue]), object([String: SchemaValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([SchemaValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: SchemaValue].self))
        }
    }

    init(_ data: Data) throws {
        self = try JSONDecoder().decode(SchemaValue.self, from: data)
    }

    subscript(key: String) -> SchemaValue? {
        if case .object(let object) = self { object[key] } else { nil }
    }

    var string: String? {
        if case .string(let string) = self { string } else { nil }
    }

    /// Integers and other numbers alike.
    var number: Double? {
        switch self {
        case .integer(let integer): Double(integer)
        case .number(let number): number
        default: nil
        }
    }

    var object: [String: SchemaValue]? {
        if case .object(let object) = self { object } else { nil }
    }

    var array: [SchemaValue]? {
        if case .array(let array) = self { array } else { nil }
    }
}
