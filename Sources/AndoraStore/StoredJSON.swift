import AndoraModel
import Foundation

/// The JSON text a part of a profile or a match is kept as, the same in every store.
///
/// A value with a wire form (`WireEncodable`: options, games, the sheet) is kept as that form's
/// text, written by `JSONWriter` with keys in declaration order: the bytes the page's IndexedDB
/// keeps, and equal values are equal texts. Foundation's encoder, whose key order varies from one
/// call to the next, writes only values without one (a match), with its keys sorted.
package enum StoredJSON {
    /// The text `value` is stored as.
    package static func text(of value: some Encodable) throws -> String {
        if let wire = value as? any WireEncodable { return wire.json }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The value a stored text holds.
    package static func value<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }
}
