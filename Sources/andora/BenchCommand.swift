import AndoraCommandLine
import AndoraCore
import AndoraEngine
import AndoraModel
import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `andora bench`: the engine's speed on this machine, each figure with its spread over runs,
/// and, with `--compare`, a ratio against another program timed in the same run.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure perft, playout and search speed and hint latency.",
        discussion: """
            Each figure is the median of --runs runs, with the slowest and fastest run in brackets. \
            With --compare CMD, Andora's perft (--rules, --depth, --bulk) and the shell command CMD \
            run in turn --runs times and the ratio of their median wall times is printed.
            """
    )

    @Option(help: "Seconds each search measurement runs.")
    var searchSeconds = 1.0

    @Option(help: "Runs of each measurement; the median counts, the spread shows how quiet the machine was.")
    var runs = 5

    @Option(help: "A shell command to time against Andora's perft, alternating with it, e.g. another engine's perft.")
    var compare: String?

    @Option(help: "With --compare: the rule set of Andora's perft.")
    var rules: RuleSet = .standard

    @Option(help: "With --compare: the depth of Andora's perft.")
    var depth = 8

    @Flag(help: "With --compare: Andora's perft counts the last ply's moves instead of making them.")
    var bulk = false

    @Flag(help: "Only the review of a 60-move game: every position judged as a review judges it.")
    var review = false

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be 1 or more") }
        guard searchSeconds > 0, searchSeconds <= 3600 else {
            throw ValidationError("--search-seconds must be more than 0 and at most 3600")
        }
        guard (1...81).contains(depth) else { throw ValidationError("--depth must be from 1 to 81") }
    }

    func run() {
        if let compare {
            runComparison(with: compare)
        } else if review {
            runReview()
        } else {
            runFigures()
        }
    }

    /// Seconds of each of `runs` runs of the work, and the last run's result.
    private func timed<T>(_ label: String, runs: Int, between: () -> Void = {}, _ work: () -> T) -> (T, Spread) {
        var standardError = StandardError()
        print("bench: \(label)…", to: &standardError)
        let clock = ContinuousClock()
        var spread = Spread()
        var result: T?
        for _ in 0..<runs {
            let start = clock.now
            result = work()
            spread.add((clock.now - start).seconds)
            between()
        }
        return (result!, spread)
    }

    private func runFigures() {
        let standard = Position(rules: .standard)
        var perftRates: [RuleSet: Double] = [:]
        for rules in [RuleSet.standard, .first, .any] {
            let (full, seconds) = timed("perft full, \(rules.name), depth 7", runs: runs) {
                Perft.run(Position(rules: rules), depth: 7)
            }
            let rate = seconds.map { Double(full.leaves) / $0 / 1e6 }
            perftRates[rules] = rate.median
            print("perft full (\(rules.name), depth 7): \(rate.text(decimals: 1)) M leaves/s")
        }
        for rules in [RuleSet.first, .any] {
            let ratio = perftRates[rules]! / perftRates[.standard]!
            print("perft full \(rules.name) / standard (medians, same run): \(ratio.formatted(decimals: 2))×")
        }
        let (bulk, bulkSeconds) = timed("perft bulk, standard, depth 8", runs: runs) {
            Perft.run(standard, depth: 8, bulk: true)
        }
        print("perft bulk (standard, depth 8): \(bulkSeconds.map { Double(bulk.leaves) / $0 / 1e6 }.text(decimals: 1)) M leaves/s")
        for rules in RuleSet.allCases {
            let start = Position(rules: rules)
            let (playouts, seconds) = timed("random playouts, \(rules.name)", runs: runs) {
                PlayoutStatistics(from: start, count: 200_000, seed: 1)
            }
            print("random playouts (\(rules.name)): \(seconds.map { Double(playouts.games) / $0 / 1e6 }.text(decimals: 2)) M playouts/s")
            let expert = ComputerPlayer(level: .expert, seed: 1)
            var iterations = Spread()
            _ = timed("expert search, \(rules.name)", runs: runs) {
                let search = expert.search(start, budget: .time(.seconds(searchSeconds)))
                iterations.add(Double(search.iterations) / searchSeconds / 1e6)
            }
            print("search (\(rules.name), expert): \(iterations.text(decimals: 3)) M iterations/s")
            for level in SearchLevel.allCases {
                // The budgets the app gives the search: the expert's is the hint's.
                let budget = level == .expert ? ThinkRequest.hintBudget : ThinkRequest.moveBudget(level)
                let player = ComputerPlayer(level: level, seed: 1)
                let (_, latency) = timed("hint, \(level.rawValue), \(rules.name)", runs: runs) {
                    player.bestMove(in: start, budget: budget)
                }
                print("search latency (\(rules.name), \(level.rawValue)): \(latency.map { $0 * 1000 }.text(decimals: 1)) ms")
            }
        }
    }

    /// The time a game's review takes: the first 61 positions of an expert self-play game (the first
    /// seed whose game lasts 61 moves or more), each judged from a fresh table with ``WinChance/nodes``.
    private func runReview() {
        let game = (UInt64(1)...).lazy.map { SelfPlay(rules: .first, seed: $0, openingMoves: 4, nodes: 2_000) }
            .first { $0.positions.count >= 61 }!
        let positions = game.positions.prefix(61).map(\.position)
        let (_, seconds) = timed("review of a 60-move game", runs: runs) {
            positions.map { ComputerPlayer.judge($0, nodes: WinChance.nodes) }
        }
        print("review of a 60-move game (61 positions, \(WinChance.nodes) moves each): \(seconds.text(decimals: 2)) s")
    }

    /// Andora's perft and the other command in turn, each timed by the wall clock.
    private func runComparison(with command: String) {
        let start = Position(rules: rules)
        let clock = ContinuousClock()
        var other = Spread()
        let mode = bulk ? "bulk" : "full"
        let (result, andora) = timed("perft \(mode), \(rules.name), depth \(depth), alternating with `\(command)`",
                                     runs: runs, between: {
            let began = clock.now
            let status = system(command + " > /dev/null")
            other.add((clock.now - began).seconds)
            if status != 0 { print("warning: `\(command)` exited with status \(status)") }
        }) {
            Perft.run(start, depth: depth, bulk: bulk)
        }
        print("andora perft \(mode) (\(rules.name), depth \(depth), \(result.leaves) leaves): \(andora.text(decimals: 3)) s")
        print("`\(command)`: \(other.text(decimals: 3)) s")
        print("ratio, other time / Andora time: \((other.median / andora.median).formatted(decimals: 2))× (medians), "
            + "\((other.minimum / andora.minimum).formatted(decimals: 2))× (fastest runs)")
    }
}
