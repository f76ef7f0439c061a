/// Where two straight segments cross.
enum SegmentIntersection {
    /// The fractions along `a0→a1` and `b0→b1` where the segments cross, or nil when they do not.
    /// Parallel segments never count as crossing, nor segments whose angle's sine is at most
    /// `minimumSine` (rounding can make collinear segments look as if they crossed).
    static func fractions(
        _ a0: InkPoint, _ a1: InkPoint, _ b0: InkPoint, _ b1: InkPoint, minimumSine: Double = 0
    ) -> (a: Double, b: Double)? {
        let directionA = a1 - a0
        let directionB = b1 - b0
        let denominator = directionA.cross(directionB)
        guard denominator != 0 else { return nil }
        // The lengths (two square roots) only when asked: the features' default sine of 0 skips them.
        if minimumSine > 0, abs(denominator) <= minimumSine * directionA.length * directionB.length { return nil }
        let offset = b0 - a0
        let alongA = offset.cross(directionB) / denominator
        let alongB = offset.cross(directionA) / denominator
        guard (0...1).contains(alongA), (0...1).contains(alongB) else { return nil }
        return (alongA, alongB)
    }
}
