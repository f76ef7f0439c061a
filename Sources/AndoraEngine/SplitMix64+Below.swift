import AndoraCore

extension SplitMix64 {
    /// A number in `0..<bound` (bound ≥ 1), by multiplying instead of dividing.
    @inline(__always)
    package mutating func below(_ bound: Int) -> Int {
        // Shifts bind tighter than `&*`: without the parentheses the bound was shifted to 0.
        Int(truncatingIfNeeded: ((next() >> 32) &* UInt64(truncatingIfNeeded: bound)) >> 32)
    }
}
