/// The rule set of a 9×9 game of mini-fields.
public enum UltimateRules: Hashable, Sendable {
    /// Andora, R1, with its mini-field strategy.
    case andora(strategy: MiniFieldStrategy)
    /// Standard ultimate tic-tac-toe (docs/SPEC.md, D6), kept to check the engine against public engines.
    case standard

    /// The default: Andora with the `first` strategy (R4.4).
    public static let `default` = UltimateRules.andora(strategy: .first)

    /// The short name used by the command line and saved games: `first`, `any` or `standard`.
    public var name: String {
        switch self {
        case .andora(let strategy): strategy.rawValue
        case .standard: "standard"
        }
    }

    /// The rule set with the given short name, if there is one.
    public init?(name: String) {
        if name == "standard" {
            self = .standard
        } else if let strategy = MiniFieldStrategy(rawValue: name) {
            self = .andora(strategy: strategy)
        } else {
            return nil
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension UltimateRules: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let rules = UltimateRules(name: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown rule set “\(name)”")
        }
        self = rules
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
#endif
