/// Turns a search score into the expected result for the player to move (a win 1, a draw ½),
/// read off a curve fitted to expert self-play (`andora calibrate`; the table in
/// docs/ENGINE.md); a proven win or loss is 1 or 0.
public enum WinChance {
    /// A point of the curve: positions the side ahead leads by about `score` end with `chance`
    /// for that side.
    public struct Knot: Hashable, Sendable {
        public let score: Int32
        public let chance: Double

        public init(score: Int32, chance: Double) {
            self.score = score
            self.chance = chance
        }
    }

    /// The search budget, in moves made, of the judgements the curve was fitted to: a game's
    /// review judges with it.
    public static let nodes = 100_000

    /// The shipped curve, by rising score from 0 (an even position, ½); between knots the chance
    /// is interpolated, beyond the last it is the last.
    public static let curve: [Knot] = [
        Knot(score: 0, chance: 0.5),
    ]

    /// The expected result for the player to move of a position the search scored `score`; the
    /// curve is symmetric: what one side leads by, the other trails by.
    public static func forMover(score: Int32, curve: [Knot] = curve) -> Double {
        if score > AlphaBetaSearch.decided { return 1 }
        if score < -AlphaBetaSearch.decided { return 0 }
        guard score >= 0 else { return 1 - forMover(score: -score, curve: curve) }
        guard let above = curve.firstIndex(where: { $0.score >= score }) else { return curve.last?.chance ?? 0.5 }
        guard above > 0 else { return curve[above].chance }
        let low = curve[above - 1], high = curve[above]
        let fraction = Double(score - low.score) / Double(high.score - low.score)
        return low.chance + fraction * (high.chance - low.chance)
    }
}
