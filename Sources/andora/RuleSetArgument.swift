import AndoraCore
import ArgumentParser

/// A rule set named on the command line: `first`, `any` or `standard`.
struct RuleSetArgument: ExpressibleByArgument {
    let value: UltimateRules

    init(_ value: UltimateRules) {
        self.value = value
    }

    init?(argument: String) {
        guard let rules = UltimateRules(name: argument) else { return nil }
        value = rules
    }

    var defaultValueDescription: String { value.name }

    static var allValueStrings: [String] { ["first", "any", "standard"] }
}
