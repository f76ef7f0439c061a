import AndoraEngine
import ArgumentParser

extension RuleSet: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.name) }
}

extension SearchLevel: ExpressibleByArgument {}
