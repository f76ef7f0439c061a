import AndoraCore

/// Judged positions with how their games ended, to fit ``WinChance`` and to check it: of the
/// positions it rates 70 % for X, about 70 % should end well for X.
public struct Calibration: Sendable {
    /// One judged position: the score for the player to move, and that player's result (1 a win,
    /// ½ a draw, 0 a loss).
    public struct Sample: Hashable, Sendable {
        public let score: Int32
        public let mover: Player
        public let result: Double

        public init(score: Int32, mover: Player, result: Double) {
            self.score = score
            self.mover = mover
            self.result = result
        }

        /// X's expected result under the curve of `scale`, and X's actual result.
        func forX(scale: Double) -> (expected: Double, actual: Double) {
            let chance = WinChance.forMover(score: score, scale: scale)
            return mover == .x ? (chance, result) : (1 - chance, 1 - result)
        }
    }

    /// Positions rated alike for X (a tenth of the range): how many, and what they averaged.
    public struct Decile: Hashable, Sendable {
        /// 0 holds the positions rated below 10 % for X, 9 those from 90 % on.
        public let index: Int
        public let count: Int
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
        samples = games.flatMap { game in
            game.positions.map { Sample(score: $0.judgement.score, mover: $0.judgement.mover, result: game.result(for: $0.judgement.mover)) }
        }
    }

    /// The positions sorted by how the curve of `scale` rates them for X.
    public func deciles(scale: Double = WinChance.scale) -> [Decile] {
        var sums = [(count: Int, expected: Double, actual: Double)](repeating: (0, 0, 0), count: 10)
        for sample in samples {
            let (expected, actual) = sample.forX(scale: scale)
            let index = min(9, Int(expected * 10))
            sums[index] = (sums[index].count + 1, sums[index].expected + expected, sums[index].actual + actual)
        }
        return sums.enumerated().map { index, sum in
            let count = max(sum.count, 1)
            return Decile(index: index, count: sum.count, expected: sum.expected / Double(count), actual: sum.actual / Double(count))
        }
    }

    /// The scale whose curve best predicts the results (least mean squared error, the Brier
    /// score), found by a golden-section search between 30 and 30,000.
    public func fittedScale() -> Double {
        var low = 30.0, high = 30_000.0
        let ratio = (5.0.squareRoot() - 1) / 2
        for _ in 0..<80 {
            let left = high - ratio * (high - low), right = low + ratio * (high - low)
            if brierScore(scale: left) < brierScore(scale: right) {
                high = right
            } else {
                low = left
            }
        }
        return (low + high) / 2
    }

    /// The mean squared difference between expected and actual results under the curve of `scale`.
    public func brierScore(scale: Double = WinChance.scale) -> Double {
        let total = samples.reduce(0.0) { total, sample in
            let (expected, actual) = sample.forX(scale: scale)
            return total + (expected - actual) * (expected - actual)
        }
        return total / Double(max(samples.count, 1))
    }
}
