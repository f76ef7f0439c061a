import AndoraCommandLine
import AndoraCore
import AndoraEngine
import ArgumentParser

/// `andora referee`: one verdict line per game line on standard input.
struct RefereeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "referee",
        abstract: "Judge games read from standard input, one per line, moves in notation (e5 e4 d3 …).",
        discussion: """
            Each game gets one line: RESULT STATES NEXT, where RESULT is x, o, draw or playing, STATES \
            the nine mini-field states in keypad order (. x o ? and - for a full standard board), and NEXT \
            the allowed mini-fields 1-9 joined by commas (- once the game is over). A game with a bad move \
            gets: illegal K REASON (occupied, wrong-field, game-over, notation).
            """
    )

    @Option(help: "The rule set: first, any or standard.")
    var rules: RuleSet = .first

    func run() {
        let referee = Referee(rules: rules.ultimateRules)
        while let line = readLine(strippingNewline: true) {
            print(referee.verdict(on: line))
        }
    }
}
