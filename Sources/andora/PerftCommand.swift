import AndoraCommandLine
import AndoraEngine
import ArgumentParser

/// `andora perft`: counts the positions at each depth, to check and time the move generator.
struct PerftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "perft",
        abstract: "Count the positions at each depth below a position."
    )

    @Option(help: "Rule set: first, any or standard.")
    var rules: RuleSet = .standard

    @Option(help: "Depth to count to (1 to 81).")
    var depth: Int

    @Option(help: "Start from this position (FEN), e.g. \"\(Position.startFEN)\".")
    var position: String?

    @Flag(help: "Count the legal moves at the last ply instead of making them.")
    var bulk = false

    @Flag(help: "Also print the count below each root move.")
    var divide = false

    func validate() throws {
        // No game is longer than 81 moves, so no deeper count can differ from depth 81's.
        guard (1...81).contains(depth) else { throw ValidationError("--depth must be from 1 to 81") }
        _ = try startPosition()
    }

    func run() throws {
        let start = try startPosition()
        let clock = ContinuousClock()
        let began = clock.now
        let result = Perft.run(start, depth: depth, bulk: bulk)
        let seconds = (clock.now - began).seconds
        if divide {
            for (move, count) in Perft.divide(start, depth: depth, bulk: bulk) {
                print("\(move): \(count)")
            }
        }
        for (index, count) in result.nodes.enumerated() {
            print("depth \(index + 1): \(count)")
        }
        let rate = seconds > 0 ? Double(result.totalNodes) / seconds : 0
        let leafRate = seconds > 0 ? Double(result.leaves) / seconds : 0
        print("total \(result.totalNodes) nodes in \(seconds.formatted(decimals: 3)) s: "
            + "\(Int(rate)) nodes/s, \(Int(leafRate)) leaves/s")
    }

    private func startPosition() throws -> Position {
        guard let position else { return Position(rules: rules) }
        do {
            return try Position(fen: position, rules: rules)
        } catch {
            throw ValidationError("--position: \(error)")
        }
    }
}
