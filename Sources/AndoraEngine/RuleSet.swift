import AndoraCore

/// The engine's flat form of ``UltimateRules``, cheap to switch on in hot loops.
public enum RuleSet: UInt8, Hashable, Sendable, CaseIterable {
    /// Andora, strategy `first` (R1.4.1).
    case first
    /// Andora, strategy `any` (R1.4.2).
    case any
    /// Standard ultimate tic-tac-toe (docs/SPEC.md, D6).
    case standard

    public init(_ rules: UltimateRules) {
        switch rules {
        case .andora(.first): self = .first
        case .andora(.any): self = .any
        case .standard: self = .standard
        }
    }

    /// The same rules as AndoraCore names them.
    public var ultimateRules: UltimateRules {
        switch self {
        case .first: .andora(strategy: .first)
        case .any: .andora(strategy: .any)
        case .standard: .standard
        }
    }

    /// The short name: `first`, `any` or `standard`.
    public var name: String { ultimateRules.name }

    /// The rule set with the given short name, if there is one.
    public init?(name: String) {
        guard let rules = UltimateRules(name: name) else { return nil }
        self.init(rules)
    }
}
