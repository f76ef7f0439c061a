/// A small, fast, seeded random number generator (Steele, Lea and Flood's SplitMix64).
///
/// Randomness in Andora is always passed in, so that a seed repeats a game, a search, a training
/// run or a test exactly.
@frozen
public struct SplitMix64: RandomNumberGenerator, Sendable {
    @usableFromInline var state: UInt64

    @inlinable
    public init(seed: UInt64) {
        state = seed
    }

    @inlinable @inline(__always)
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
