/// Turns a search score into the expected result for the player to move (a win 1, a draw ½):
/// a logistic curve whose scale was fitted to expert self-play (`andora bench calibrate`, the
/// table in docs/ENGINE.md); a proven win or loss is 1 or 0.
public enum WinChance {
    /// The search budget, in moves made, of the judgements the scale was fitted to: a game's
    /// review judges with it.
    public static let nodes = 100_000

    /// The score at which the player to move is expected to make about 73 % (1 / (1 + e⁻¹)).
    public static let scale = 1_000.0

    /// The expected result for the player to move of a position the search scored `score`.
    public static func forMover(score: Int32, scale: Double = scale) -> Double {
        if score > AlphaBetaSearch.decided { return 1 }
        if score < -AlphaBetaSearch.decided { return 0 }
        return 1 / (1 + exponential(-Double(score) / scale))
    }

    /// e to the `power`, without Foundation (the WebAssembly build has none): halved until small,
    /// a Taylor series there, squared back; relative error about 1e-11 for |power| ≤ 700.
    static func exponential(_ power: Double) -> Double {
        var halvings = 0
        var small = power
        while abs(small) > 1.0 / 64 {
            small /= 2
            halvings += 1
        }
        var term = 1.0, sum = 1.0
        for order in 1...8 {
            term *= small / Double(order)
            sum += term
        }
        for _ in 0..<halvings { sum *= sum }
        return sum
    }
}
