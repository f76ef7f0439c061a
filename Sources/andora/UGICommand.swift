import AndoraCommandLine
import AndoraEngine
import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `andora ugi`: the engine over the UGI text protocol on standard input and output. Lines are read
/// while `go` searches: `stop` ends the search with its best move so far, `isready` is answered at
/// once, and any other command waits for the search's `bestmove`.
struct UGICommand: AsyncParsableCommand {
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

    func run() async {
        var session = UGISession(rules: rules, level: level, seed: seed, threads: threads)
        var search: Task<Void, Never>?
        for await line in Self.standardInputLines() {
            switch line.split(whereSeparator: \.isWhitespace).first {
            case "stop":
                search?.cancel()
            case "isready" where search != nil:
                Self.send(["readyok"])
            case let command:
                await search?.value
                search = nil
                if command == "go" {
                    let searching = session
                    search = Task.detached {
                        var session = searching
                        Self.send(session.handle(line))
                    }
                } else {
                    Self.send(session.handle(line))
                }
            }
            if session.hasQuit { break }
        }
        await search?.value
    }

    private static func send(_ lines: [String]) {
        for line in lines { print(line) }
        fflush(nil)
    }

    /// Standard input's lines, read on a thread of their own so that a search never waits for them.
    private static func standardInputLines() -> AsyncStream<String> {
        let (lines, continuation) = AsyncStream.makeStream(of: String.self)
        Thread {
            while let line = readLine() { continuation.yield(line) }
            continuation.finish()
        }.start()
        return lines
    }
}
