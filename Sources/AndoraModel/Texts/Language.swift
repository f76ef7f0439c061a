/// A language the app speaks; each player picks one in the options.
public enum Language: String, Hashable, Sendable, CaseIterable {
    case en, ru
}

extension Language: WireCodable {}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension Language: Codable {}
#endif
