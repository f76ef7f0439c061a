import AndoraCore

/// Turns a search score into the expected result for the player to move (a win 1, a draw ½),
/// read off a curve fitted to expert self-play under the same rules (`andora calibrate`; the
/// tables in docs/ENGINE.md); a proven win or loss is 1 or 0.
///
/// A curve reads X's expected result from X's score, so it need not be symmetric: the same lead
/// may weigh differently for the player who moved first.
public enum WinChance {
    /// A point of a curve: positions scored about `score` for X (below 0: O ahead) end with
    /// `chance` for X.
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

    /// The shipped curve of the rules, by rising score for X; between knots the chance is
    /// interpolated, beyond the ends it is the end's.
    public static func curve(for rules: RuleSet) -> [Knot] {
        switch rules {
        case .standard: standardCurve
        case .first: firstCurve
        case .any: anyCurve
        }
    }

    /// The expected result for `mover`, the player to move, of a position the search scored
    /// `score` for them.
    public static func forMover(score: Int32, mover: Player, rules: RuleSet) -> Double {
        forMover(score: score, mover: mover, curve: curve(for: rules))
    }

    /// The expected result for `mover` under this curve.
    public static func forMover(score: Int32, mover: Player, curve: [Knot]) -> Double {
        if score > AlphaBetaSearch.decided { return 1 }
        if score < -AlphaBetaSearch.decided { return 0 }
        let forX = forX(score: mover == .x ? score : -score, curve: curve)
        return mover == .x ? forX : 1 - forX
    }

    /// X's expected result of a position scored `score` for X.
    private static func forX(score: Int32, curve: [Knot]) -> Double {
        guard let above = curve.firstIndex(where: { $0.score >= score }) else { return curve.last?.chance ?? 0.5 }
        guard above > 0 else { return curve[above].chance }
        let low = curve[above - 1], high = curve[above]
        let fraction = Double(score - low.score) / Double(high.score - low.score)
        return low.chance + fraction * (high.chance - low.chance)
    }

    // The standard curve fitted by `andora calibrate --games 1200` with the network's evaluation,
    // `first`'s and `any`'s by an earlier run of it (no network plays under them), both read for X
    // (docs/ENGINE.md).
    private static let standardCurve: [Knot] = [
        Knot(score: -1429, chance: 0.000), Knot(score: -914, chance: 0.000), Knot(score: -658, chance: 0.028),
        Knot(score: -489, chance: 0.044), Knot(score: -342, chance: 0.082), Knot(score: -243, chance: 0.280),
        Knot(score: -175, chance: 0.365), Knot(score: -121, chance: 0.403), Knot(score: -73, chance: 0.489),
        Knot(score: -3, chance: 0.505), Knot(score: 37, chance: 0.523), Knot(score: 75, chance: 0.566),
        Knot(score: 121, chance: 0.590), Knot(score: 172, chance: 0.614), Knot(score: 237, chance: 0.686),
        Knot(score: 341, chance: 0.829), Knot(score: 490, chance: 0.909), Knot(score: 681, chance: 0.992),
        Knot(score: 928, chance: 1.000), Knot(score: 1347, chance: 1.000),
    ]
    private static let firstCurve: [Knot] = [
        Knot(score: -2655, chance: 0.000), Knot(score: -1435, chance: 0.000), Knot(score: -947, chance: 0.064),
        Knot(score: -684, chance: 0.113), Knot(score: -482, chance: 0.206), Knot(score: -341, chance: 0.293),
        Knot(score: -243, chance: 0.348), Knot(score: -172, chance: 0.392), Knot(score: -121, chance: 0.450),
        Knot(score: -71, chance: 0.457), Knot(score: -37, chance: 0.486), Knot(score: -6, chance: 0.500),
        Knot(score: 0, chance: 0.500), Knot(score: 6, chance: 0.500), Knot(score: 37, chance: 0.514),
        Knot(score: 71, chance: 0.543), Knot(score: 121, chance: 0.550), Knot(score: 172, chance: 0.608),
        Knot(score: 243, chance: 0.652), Knot(score: 341, chance: 0.707), Knot(score: 482, chance: 0.794),
        Knot(score: 684, chance: 0.887), Knot(score: 947, chance: 0.936), Knot(score: 1435, chance: 1.000),
        Knot(score: 2655, chance: 1.000),
    ]
    private static let anyCurve: [Knot] = [
        Knot(score: -1414, chance: 0.000), Knot(score: -930, chance: 0.113), Knot(score: -694, chance: 0.156),
        Knot(score: -485, chance: 0.191), Knot(score: -341, chance: 0.256), Knot(score: -245, chance: 0.338),
        Knot(score: -172, chance: 0.409), Knot(score: -121, chance: 0.419), Knot(score: -70, chance: 0.462),
        Knot(score: -37, chance: 0.485), Knot(score: -6, chance: 0.491), Knot(score: 0, chance: 0.500),
        Knot(score: 6, chance: 0.509), Knot(score: 37, chance: 0.515), Knot(score: 70, chance: 0.538),
        Knot(score: 121, chance: 0.581), Knot(score: 172, chance: 0.591), Knot(score: 245, chance: 0.662),
        Knot(score: 341, chance: 0.744), Knot(score: 485, chance: 0.809), Knot(score: 694, chance: 0.844),
        Knot(score: 930, chance: 0.887), Knot(score: 1414, chance: 1.000),
    ]
}
