import AndoraApp
import AndoraCore
import AndoraEngine
import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `andora bench`: the engine's speed on this machine, next to the public reference engines.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure perft, playout and search speed and hint latency."
    )

    /// Figures of the fastest public engines on the reference machine (docs/ENGINE.md).
    private enum Reference {
        static let perftFull = 134e6
        static let perftBulk = 775e6
        static let playouts = 457e3
        static let searchNodes = 4.4e6
    }

    @Option(help: "Seconds each search measurement runs.")
    var searchSeconds = 1.0

    @Option(help: "Runs of each speed measurement; the fastest counts, as other programs slow the rest.")
    var runs = 3

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be 1 or more") }
        guard searchSeconds > 0, searchSeconds <= 3600 else {
            throw ValidationError("--search-seconds must be more than 0 and at most 3600")
        }
    }

    func run() {
        let clock = ContinuousClock()
        func timed<T>(_ label: String, runs: Int = 1, _ work: () -> T) -> (T, Double) {
            var standardError = StandardError()
            print("bench: \(label)…", to: &standardError)
            var best: (T, Double)?
            for _ in 0..<runs {
                let start = clock.now
                let result = work()
                let seconds = (clock.now - start).seconds
                if best == nil || seconds < best!.1 { best = (result, seconds) }
            }
            return best!
        }
        let standard = Position(rules: .standard)
        let (full, fullSeconds) = timed("perft full, standard, depth 7", runs: runs) { Perft.run(standard, depth: 7) }
        report("perft full (standard, depth 7)", Double(full.leaves) / fullSeconds, "leaves/s", Reference.perftFull)
        let (bulk, bulkSeconds) = timed("perft bulk, standard, depth 8", runs: runs) { Perft.run(standard, depth: 8, bulk: true) }
        report("perft bulk (standard, depth 8)", Double(bulk.leaves) / bulkSeconds, "leaves/s", Reference.perftBulk)
        for rules in RuleSet.allCases {
            let start = Position(rules: rules)
            let (playouts, seconds) = timed("random playouts, \(rules.name)", runs: runs) {
                PlayoutStatistics(from: start, count: 500_000, seed: 1)
            }
            report("random playouts (\(rules.name))", Double(playouts.games) / seconds, "playouts/s", Reference.playouts)
            let expert = ComputerPlayer(level: .expert, seed: 1)
            let (search, searchTime) = timed("expert search, \(rules.name)") {
                expert.search(start, budget: .time(.seconds(searchSeconds)))
            }
            print("search (\(rules.name), expert MCTS): \((Double(search.iterations) / searchTime / 1e6).formatted(decimals: 3)) M iterations/s")
            report("search (\(rules.name), expert MCTS)", Double(search.positions) / searchTime, "positions/s",
                   Reference.searchNodes)
            for level in SearchLevel.allCases {
                // The budgets the app gives the search: the expert's is the hint's.
                let budget = level == .expert ? ThinkRequest.hintBudget : ThinkRequest.moveBudget(level)
                let player = ComputerPlayer(level: level, seed: 1)
                let (_, hintTime) = timed("hint, \(level.rawValue), \(rules.name)") {
                    player.bestMove(in: start, budget: budget)
                }
                print("hint latency (\(rules.name), \(level.rawValue)): \((hintTime * 1000).formatted(decimals: 1)) ms")
            }
        }
    }

    private func report(_ label: String, _ rate: Double, _ unit: String, _ reference: Double) {
        let millions = (rate / 1e6).formatted(decimals: 2)
        let ratio = (rate / reference).formatted(decimals: 2)
        print("\(label): \(millions) M \(unit), \(ratio)× the reference \((reference / 1e6).formatted(decimals: 3)) M")
    }
}

/// Standard error as a stream, for progress lines that stay out of the results.
private struct StandardError: TextOutputStream {
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            #if canImport(Glibc)
            _ = Glibc.write(2, bytes.baseAddress, bytes.count)
            #elseif canImport(Darwin)
            _ = Darwin.write(2, bytes.baseAddress, bytes.count)
            #endif
        }
    }
}
