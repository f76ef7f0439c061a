// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
/// Cells are stored in notation (`"e5"`), the form used by saved games, logs and the API.
extension Cell: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(notation: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(notation)
    }
}
#endif
