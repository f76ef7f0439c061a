/// Steps through the legal moves of a position as (field, slot) pairs, with no allocation.
///
/// The position is passed again at each step, so the caller may make and take back moves on it
/// in between.
struct MoveCursor {
    private var fields: UInt16
    private var empty: UInt16 = 0
    private var field: UInt8 = 0

    @inline(__always)
    init(_ position: Position) {
        fields = position.playableFields
    }

    @inline(__always)
    mutating func next(in position: Position) -> (field: UInt8, slot: UInt8)? {
        while empty == 0 {
            guard fields != 0 else { return nil }
            field = UInt8(truncatingIfNeeded: fields.trailingZeroBitCount)
            fields &= fields &- 1
            empty = position.emptyCells(inField: field)
        }
        let slot = UInt8(truncatingIfNeeded: empty.trailingZeroBitCount)
        empty &= empty &- 1
        return (field, slot)
    }
}
