/// A set of moves as an 81-bit mask (bit `field * 9 + slot`); iterating it allocates nothing.
public struct MoveSet: Hashable, Sendable, Sequence, IteratorProtocol {
    @usableFromInline var bits: UInt128

    @inlinable
    init(bits: UInt128) {
        self.bits = bits
    }

    /// How many moves the set holds.
    @inlinable public var count: Int { bits.nonzeroBitCount }
    @inlinable public var isEmpty: Bool { bits == 0 }

    @inlinable
    public func contains(_ move: Move) -> Bool {
        bits >> move.index & 1 != 0
    }

    /// Removes and returns the lowest move.
    @inlinable
    public mutating func next() -> Move? {
        guard bits != 0 else { return nil }
        let index = UInt8(truncatingIfNeeded: bits.trailingZeroBitCount)
        bits &= bits &- 1
        return Move(index: index)
    }
}
