/// A value that JSON writes as one string and that only some strings are (a profile id, a match
/// code): decoding any other string fails.
public protocol CheckedText: CustomStringConvertible {
    /// The value the text names, or `nil` if it names none.
    init?(_ text: String)
    var rawValue: String { get }
}

extension CheckedText {
    public var description: String { rawValue }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension CheckedText where Self: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a \(Self.self)"))
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
#endif
