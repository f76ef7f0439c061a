import AndoraCommandLine
import AndoraEngine
import ArgumentParser
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `andora ugi`: the engine over the UGI text protocol on standard input and output.
///
/// A `go` searches beside the reading of the next lines: `stop` ends it at once with its best move so
/// far, `isready` is answered during it, and any other command waits for its `bestmove`.
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
        var search: RunningSearch?
        while !session.hasQuit, let line = readLine() {
            let command = line.split { $0.isWhitespace }.first
            if let running = search {
                if command == "isready" {
                    Self.send(["readyok"])
                    continue
                }
                if command == "stop" || command == "quit" { running.cancel() }
                running.waitForBestMove()
                search = nil
            }
            if command == "go" {
                search = RunningSearch(session, line)
            } else {
                Self.send(session.handle(line))
            }
        }
        search?.waitForBestMove()
    }

    /// Writes response lines at once: the other side waits for them.
    static func send(_ lines: [String]) {
        for line in lines {
            print(line)
        }
        fflush(nil)
    }

    /// A `go` searching in a task of its own, which sends its `bestmove` when done.
    private struct RunningSearch {
        private let task: Task<Void, Never>
        private let finished: DispatchSemaphore

        init(_ session: UGISession, _ line: String) {
            let finished = DispatchSemaphore(value: 0)
            self.finished = finished
            task = Task.detached { [finished] in
                var searching = session
                UGICommand.send(searching.handle(line))
                finished.signal()
            }
        }

        /// Ends the search early; it still answers its best move so far.
        func cancel() {
            task.cancel()
        }

        /// Returns once the `bestmove` is sent; called once.
        func waitForBestMove() {
            finished.wait()
        }
    }
}
