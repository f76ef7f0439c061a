import AndoraCommandLine
import AndoraEngine
import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `andora ugi`: the engine over the UGI text protocol on standard input and output.
struct UGICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ugi",
        abstract: "Speak the UGI protocol on standard input and output."
    )

    @Option(help: "Rule set: first, any or standard.")
    var rules: RuleSet = .standard

    @Option(help: "Strength: novice, middle, strong or expert.")
    var level: SearchLevel = .expert

    @Option(help: "Seed of the search, for reproducible games.")
    var seed: UInt64 = 0

    @Option(help: "Threads the expert searches with when given time (not nodes), from 1 to \(Self.maxThreads); one per core at most.")
    var threads = 1

    /// More threads than this only take turns on the cores.
    static let maxThreads = 64

    func validate() throws {
        guard (1...Self.maxThreads).contains(threads) else {
            throw ValidationError("--threads must be from 1 to \(Self.maxThreads) (one per core at most searches fastest)")
        }
    }

    func run() {
        var session = UGISession(rules: rules, level: level, seed: seed, threads: threads)
        while !session.hasQuit, let line = readLine() {
            for response in session.handle(line) {
                print(response)
            }
            fflush(nil)
        }
    }
}
