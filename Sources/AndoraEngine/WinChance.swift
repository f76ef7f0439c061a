/// Turns a search score into the expected result for the player to move (a win 1, a draw ½),
/// read off a curve fitted to expert self-play under the same rules (`andora calibrate`; the
/// tables in docs/ENGINE.md); a proven win or loss is 1 or 0.
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

    /// The shipped curve of the rules, by rising score from 0 (an even position, ½); between knots
    /// the chance is interpolated, beyond the last it is the last.
    public static func curve(for rules: RuleSet) -> [Knot] {
        switch rules {
        case .standard: standardCurve
        case .first: firstCurve
        case .any: anyCurve
        }
    }

    /// The expected result for the player to move of a position the search scored `score`.
    public static func forMover(score: Int32, rules: RuleSet) -> Double {
        forMover(score: score, curve: curve(for: rules))
    }

    /// The expected result for the player to move under this curve; the curve is symmetric: what
    /// one side leads by, the other trails by.
    public static func forMover(score: Int32, curve: [Knot]) -> Double {
        if score > AlphaBetaSearch.decided { return 1 }
        if score < -AlphaBetaSearch.decided { return 0 }
        guard score >= 0 else { return 1 - forMover(score: -score, curve: curve) }
        guard let above = curve.firstIndex(where: { $0.score >= score }) else { return curve.last?.chance ?? 0.5 }
        guard above > 0 else { return curve[above].chance }
        let low = curve[above - 1], high = curve[above]
        let fraction = Double(score - low.score) / Double(high.score - low.score)
        return low.chance + fraction * (high.chance - low.chance)
    }

    // Fitted by `andora calibrate --games 1200` (docs/ENGINE.md).
    private static let standardCurve: [Knot] = [
        Knot(score: 0, chance: 0.500), Knot(score: 6, chance: 0.500), Knot(score: 37, chance: 0.546),
        Knot(score: 71, chance: 0.597), Knot(score: 122, chance: 0.635), Knot(score: 172, chance: 0.679),
        Knot(score: 243, chance: 0.778), Knot(score: 344, chance: 0.845), Knot(score: 475, chance: 0.896),
        Knot(score: 678, chance: 0.966), Knot(score: 946, chance: 1.000), Knot(score: 1355, chance: 1.000),
    ]
    private static let firstCurve: [Knot] = [
        Knot(score: 0, chance: 0.500), Knot(score: 6, chance: 0.500), Knot(score: 37, chance: 0.514),
        Knot(score: 71, chance: 0.543), Knot(score: 121, chance: 0.550), Knot(score: 172, chance: 0.608),
        Knot(score: 243, chance: 0.652), Knot(score: 341, chance: 0.707), Knot(score: 482, chance: 0.794),
        Knot(score: 684, chance: 0.887), Knot(score: 947, chance: 0.936), Knot(score: 1435, chance: 1.000),
        Knot(score: 2655, chance: 1.000),
    ]
    private static let anyCurve: [Knot] = [
        Knot(score: 0, chance: 0.500), Knot(score: 6, chance: 0.509), Knot(score: 37, chance: 0.515),
        Knot(score: 70, chance: 0.538), Knot(score: 121, chance: 0.581), Knot(score: 172, chance: 0.591),
        Knot(score: 245, chance: 0.662), Knot(score: 341, chance: 0.744), Knot(score: 485, chance: 0.809),
        Knot(score: 694, chance: 0.844), Knot(score: 930, chance: 0.887), Knot(score: 1414, chance: 1.000),
    ]
}
