import AndoraCore

/// Judged positions with how their games ended, to fit ``WinChance`` and to check it: of the
/// positions it rates 70 % for X, about 70 % should end well for X.
public struct Calibration: Sendable {
    /// One judged position: the score for the player to move, and that player's result (1 a win,
    /// ½ a draw, 0 a loss) in the game it comes from (`game`, a number shared by that game's positions).
    public struct Sample: Hashable, Sendable {
        public let score: Int32
        public let mover: Player
        public let result: Double
        public let rules: RuleSet
        public let game: Int

        public init(score: Int32, mover: Player, result: Double, rules: RuleSet, game: Int) {
            self.score = score
            self.mover = mover
            self.result = result
            self.rules = rules
            self.game = game
        }

        /// X's expected result under the curve, and X's actual result.
        func forX(_ curve: [WinChance.Knot]) -> (expected: Double, actual: Double) {
            let chance = WinChance.forMover(score: score, mover: mover, curve: curve)
            return mover == .x ? (chance, result) : (1 - chance, 1 - result)
        }

        /// The sample seen from X: X's score and X's result.
        var fromX: (score: Int32, result: Double) {
            mover == .x ? (score, result) : (-score, 1 - result)
        }
    }

    /// Positions rated alike for X (a tenth of the range): how many, from how many games, and what
    /// they averaged.
    public struct Decile: Hashable, Sendable {
        /// 0 holds the positions rated below 10 % for X, 9 those from 90 % on.
        public let index: Int
        public let count: Int
        /// The games the positions come from. The positions of one game share its result, so the
        /// actual result is a mean over this many results, not over `count`.
        public let games: Int
        /// The mean expected result for X, and the mean result X got.
        public let expected: Double
        public let actual: Double
    }

    public let samples: [Sample]

    public init(samples: [Sample]) {
        self.samples = samples
    }

    /// The samples of the positions of self-play games.
    public init(_ games: [SelfPlay]) {
        samples = games.enumerated().flatMap { number, game in
            game.positions.map {
                Sample(score: $0.judgement.score, mover: $0.judgement.mover, result: game.result(for: $0.judgement.mover),
                       rules: $0.judgement.rules, game: number)
            }
        }
    }

    /// The positions sorted by how the curves (each position its rules' curve) rate them for X.
    public func deciles(_ curves: (RuleSet) -> [WinChance.Knot] = WinChance.curve(for:)) -> [Decile] {
        var sums = [(count: Int, games: Set<Int>, expected: Double, actual: Double)](repeating: (0, [], 0, 0), count: 10)
        for sample in samples {
            let (expected, actual) = sample.forX(curves(sample.rules))
            let index = min(9, Int(expected * 10))
            sums[index].count += 1
            sums[index].games.insert(sample.game)
            sums[index].expected += expected
            sums[index].actual += actual
        }
        return sums.enumerated().map { index, sum in
            let count = Double(max(sum.count, 1))
            return Decile(index: index, count: sum.count, games: sum.games.count,
                          expected: sum.expected / count, actual: sum.actual / count)
        }
    }

    /// Scores for X at which the fitted curve gets a knot: the bins' edges.
    static let scoreEdges: [Int32] = {
        let leads: [Int32] = [25, 50, 100, 150, 200, 300, 400, 600, 800, 1_200, 2_000, 5_000]
        return leads.reversed().map { -$0 } + [0] + leads
    }()

    /// The curve that fits the results under the rules: the positions binned by X's score
    /// (searches that proved a result left out: they need no curve), each bin's mean score and
    /// result for X, made never to fall as the score grows (pool-adjacent-violators, weighted by
    /// the bins' sizes).
    public func fittedCurve(for rules: RuleSet) -> [WinChance.Knot] {
        var bins = [(count: Double, score: Double, result: Double)](repeating: (0, 0, 0), count: Self.scoreEdges.count)
        for sample in samples where sample.rules == rules && abs(sample.score) <= AlphaBetaSearch.decided {
            let (score, result) = sample.fromX
            let index = (Self.scoreEdges.lastIndex { $0 <= score }) ?? 0
            bins[index] = (bins[index].count + 1, bins[index].score + Double(score), bins[index].result + result)
        }
        var pools: [(count: Double, score: Double, result: Double)] = []
        for bin in bins where bin.count > 0 {
            pools.append(bin)
            while pools.count > 1, pools[pools.count - 1].result / pools[pools.count - 1].count
                    < pools[pools.count - 2].result / pools[pools.count - 2].count {
                let last = pools.removeLast()
                let previous = pools.removeLast()
                pools.append((previous.count + last.count, previous.score + last.score, previous.result + last.result))
            }
        }
        return pools.map { WinChance.Knot(score: Int32(($0.score / $0.count).rounded()), chance: $0.result / $0.count) }
    }

    /// The mean squared difference between expected and actual results under the curves (the
    /// Brier score: lower is better).
    public func brierScore(_ curves: (RuleSet) -> [WinChance.Knot] = WinChance.curve(for:)) -> Double {
        let total = samples.reduce(0.0) { total, sample in
            let (expected, actual) = sample.forX(curves(sample.rules))
            return total + (expected - actual) * (expected - actual)
        }
        return total / Double(max(samples.count, 1))
    }
}
