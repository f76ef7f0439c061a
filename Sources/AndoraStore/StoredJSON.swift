import Foundation

/// The JSON text a part of a profile or a match is kept as: its wire form (`CodableAsWire`), so every
/// store, and the page's IndexedDB, hold the same texts.
package enum StoredJSON {
    /// The text `value` is stored as.
    package static func text(of value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    /// The value a stored text holds.
    package static func value<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }
}
