import AndoraEngine
import ArgumentParser

/// Rule sets and levels named on the command line as the UGI protocol and the page name them.
extension RuleSet: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.name) }
}

extension SearchLevel: ExpressibleByArgument {}
