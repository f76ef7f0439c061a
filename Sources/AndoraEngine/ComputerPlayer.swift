import AndoraCore

/// The computer opponent, and the source of hints (R5.1.8 and R5.2.1).
///
/// The expert searches with alpha-beta (``AlphaBetaSearch``), the strong level with the same
/// search capped at a few thousand moves, the middle level with Monte Carlo tree search capped at
/// a thousand playouts, the novice plays a beginner's habits; the same
/// level, seed, position and node budget always give the same move (on one thread, from the same
/// table).
public struct ComputerPlayer: Sendable {
    public let level: SearchLevel
    public let seed: UInt64
    /// Threads the expert searches with on a time budget (where the system has threads); a node
    /// budget is always searched on one, to stay reproducible.
    public let threads: Int

    /// How often (in iterations) the search looks at the clock and at cancellation.
    private static let checkInterval = 64

    #if hasFeature(Embedded)
    /// Without the host's clock a time budget buys iterations at this rate, a cautious guess (the
    /// page passes its clock: ``init(level:seed:now:)``).
    private static let iterationsPerMillisecond = 200
    /// The host's monotonic clock, if it has one; then a time budget is a deadline, as natively.
    private let now: (@Sendable () -> Duration)?

    /// - Parameter now: reads the host's monotonic clock (the page's `performance.now()`).
    public init(level: SearchLevel, seed: UInt64, now: (@Sendable () -> Duration)? = nil) {
        self.level = level
        self.seed = seed
        self.now = now
        threads = 1
    }
    #else
    private let clock: any Clock<Duration>

    /// - Parameter clock: measures time budgets; tests pass their own.
    public init(level: SearchLevel, seed: UInt64, threads: Int = 1, clock: any Clock<Duration> = ContinuousClock()) {
        self.level = level
        self.seed = seed
        self.threads = max(threads, 1)
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
    #endif

    /// The search itself, synchronous, for callers that are not async (UGI, bench).
    public func bestMove(in position: Position, budget: SearchBudget, table: TranspositionTable? = nil) -> Move? {
        search(position, budget: budget, table: table).move
    }

    /// A search's move and the work it did; the expert keeps what it learns in `table`, if given,
    /// for the next search in the same game (the strong level, capped, does not).
    public func search(_ position: Position, budget: SearchBudget, table: TranspositionTable? = nil) -> SearchResult {
        if level == .novice {
            var random = SplitMix64(seed: seed)
            let move = position.noviceMove(attention: SearchLevel.noviceAttention, using: &random)
            return SearchResult(move: move, iterations: 0, positions: position.legalMoves.count)
        }
        #if hasFeature(Embedded)
        switch budget {
        case .nodes(let nodes):
            return search(position, limit: nodes, table: table) { false }
        case .time(let duration):
            if let now {
                let deadline = now() + duration
                return search(position, limit: .max, table: table) { now() >= deadline }
            }
            return search(position, limit: Int(duration.wholeMilliseconds) * Self.iterationsPerMillisecond, table: table) { false }
        }
        #else
        return search(position, budget: budget, table: table, clock: clock)
        #endif
    }

    #if !hasFeature(Embedded)
    private func search<C: Clock<Duration>>(
        _ position: Position, budget: SearchBudget, table: TranspositionTable?, clock: C
    ) -> SearchResult {
        switch budget {
        case .nodes(let nodes):
            return search(position, limit: nodes, table: table) { Task.isCancelled }
        case .time(let duration):
            let deadline = clock.now.advanced(by: duration)
            let shouldStop = { Task.isCancelled || clock.now >= deadline }
            guard level == .expert && threads > 1 else { return search(position, limit: .max, table: table, shouldStop: shouldStop) }
            return LazySMP(threads: threads, checkInterval: Self.checkInterval)
                .search(position, table: table ?? TranspositionTable(), shouldStop: shouldStop)
        }
    }
    #endif

    /// The expert's judgement of a position after a search of at most `nodes` moves, on
    /// one thread: reproducible, like a node budget's move. The score is the static evaluation's if
    /// not even the first iteration finished.
    public static func judge(_ position: Position, nodes: Int, table: TranspositionTable? = nil) -> Judgement {
        guard !position.isOver else { return Judgement(over: position) }
        #if hasFeature(Embedded)
        let shouldStop = { false }
        #else
        let shouldStop = { Task.isCancelled }
        #endif
        let search = AlphaBetaSearch(
            table: table ?? TranspositionTable(), nodeLimit: max(nodes, 1), checkInterval: checkInterval,
            shouldStop: shouldStop)
        let move = search.bestMove(in: position, judging: true)
        return Judgement(
            move: move, mover: position.sideToMove, score: search.score ?? position.evaluation(), rules: position.rules)
    }

    /// Runs up to `limit` iterations (capped by the level), asking `shouldStop` every
    /// ``checkInterval`` of them.
    private func search(
        _ position: Position, limit: Int, table: TranspositionTable?, shouldStop: @escaping () -> Bool
    ) -> SearchResult {
        let limit = min(max(limit, 1), level.iterationCap)
        if level.searchesAlphaBeta {
            // A capped level searches afresh every move, as the app asks it to: a table kept over
            // the game would make it stronger in a match than in a game.
            let kept = level == .expert ? table : nil
            let search = AlphaBetaSearch(
                table: kept ?? TranspositionTable(), nodeLimit: limit, checkInterval: Self.checkInterval,
                shouldStop: shouldStop)
            let move = search.bestMove(in: position)
            return SearchResult(move: move, iterations: search.nodes, positions: search.nodes + search.evaluations)
        }
        var tree = MonteCarloTree(root: position, seed: seed)
        while tree.iterations < limit && !tree.rootIsDecided {
            tree.iterate()
            if tree.iterations % Self.checkInterval == 0 && shouldStop() { break }
        }
        return SearchResult(move: tree.bestMove, iterations: tree.iterations, positions: tree.movesMade)
    }
}
