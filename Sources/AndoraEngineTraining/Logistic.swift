/// The logistic curve, from the standard library alone (the trainers run without Foundation).
enum Logistic {
    /// 1 / (1 + e^-x).
    static func value(_ x: Float) -> Float {
        1 / (1 + exponential(-x))
    }

    /// e^x, from the standard library alone (no Foundation): 2^(x·log₂e) split into whole and fraction.
    private static func exponential(_ x: Float) -> Float {
        let clamped = min(max(x, -80), 80)
        let exponent = clamped * 1.442_695
        let whole = exponent.rounded(.down)
        let fraction = (exponent - whole) * 0.693_147_2
        var term: Float = 1, sum: Float = 1
        for order in 1...8 {
            term *= fraction / Float(order)
            sum += term
        }
        return sum * Float(sign: .plus, exponent: Int(whole), significand: 1)
    }
}
