/// A tiny seeded generator for playouts (SplitMix64): one add and three mixes a number.
struct FastRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    @inline(__always)
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (bound ≥ 1), by multiplying instead of dividing.
    @inline(__always)
    mutating func below(_ bound: Int) -> Int {
        Int(truncatingIfNeeded: (next() >> 32) &* UInt64(truncatingIfNeeded: bound) >> 32)
    }
}
