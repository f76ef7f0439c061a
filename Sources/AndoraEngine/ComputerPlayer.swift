import AndoraCore

/// The computer opponent, and the source of hints (seed 001 1.8 and 2.1).
///
/// Monte Carlo tree search with random playouts; the same level, seed, position and node budget
/// always give the same move.
public struct ComputerPlayer: Sendable {
    public let level: SearchLevel
    public let seed: UInt64
    private let clock: any Clock<Duration>

    /// How often (in iterations) the search looks at the clock and at cancellation.
    private static let checkInterval = 64

    /// - Parameter clock: measures time budgets; tests pass their own.
    public init(level: SearchLevel, seed: UInt64, clock: any Clock<Duration> = ContinuousClock()) {
        self.level = level
        self.seed = seed
        self.clock = clock
    }

    /// The move to play, or `nil` once the game is over.
    ///
    /// Runs off the caller's actor and stops early, with the best move so far, if the task is
    /// cancelled.
    @concurrent
    public func bestMove(in game: UltimateGame, budget: SearchBudget) async -> Cell? {
        bestMove(in: Position(game), budget: budget)?.cell
    }

    /// The search itself, synchronous, for callers that are not async (UGI, bench).
    public func bestMove(in position: Position, budget: SearchBudget) -> Move? {
        search(position, budget: budget).move
    }

    /// A search's move and the work it did.
    public func search(_ position: Position, budget: SearchBudget) -> SearchResult {
        search(position, budget: budget, clock: clock)
    }

    private func search<C: Clock<Duration>>(_ position: Position, budget: SearchBudget, clock: C) -> SearchResult {
        var tree = MonteCarloTree(root: position, seed: seed, decisivePlayouts: level.decisivePlayouts)
        let limit: Int
        var deadline: C.Instant?
        switch budget {
        case .nodes(let nodes): limit = min(max(nodes, 1), level.playoutCap)
        case .time(let duration):
            limit = level.playoutCap
            deadline = clock.now.advanced(by: duration)
        }
        while tree.iterations < limit && !tree.rootIsDecided {
            tree.iterate()
            if tree.iterations % Self.checkInterval == 0 {
                if Task.isCancelled { break }
                if let deadline, clock.now >= deadline { break }
            }
        }
        return SearchResult(move: tree.bestMove, iterations: tree.iterations, positions: tree.movesMade)
    }
}
