/// The logistic curve, from the standard library alone (the trainers run without Foundation),
/// and how well it predicts results.
enum Logistic {
    /// 1 / (1 + e^-x).
    static func value(_ x: Float) -> Float {
        1 / (1 + exponential(-x))
    }

    /// The mean squared error of `predicted` against each sample's `result`.
    static func meanSquaredError<Sample>(_ samples: [Sample], result: (Sample) -> Float,
                                         predicted: (Sample) -> Float) -> Float {
        guard !samples.isEmpty else { return 0 }
        return samples.reduce(Float(0)) { sum, sample in
            let error = predicted(sample) - result(sample)
            return sum + error * error
        } / Float(samples.count)
    }

    /// The first of `slopes` of the least `loss`.
    static func bestSlope(among slopes: [Float], loss: (Float) -> Float) -> Float {
        slopes.map { ($0, loss($0)) }.min { $0.1 < $1.1 }!.0
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
