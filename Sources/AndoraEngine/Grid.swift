/// Bit tricks on a 3×3 grid stored as a 9-bit mask, bit `n` for keypad position `n`.
///
/// Cells inside a mini-field and mini-fields on the field both use it.
@usableFromInline
enum Grid {
    /// All nine positions.
    @usableFromInline static let full: UInt16 = 0x1FF

    /// Whether the mask holds a complete row, column or diagonal.
    ///
    /// Branch-free: each family of lines is tested with shifts instead of a table lookup,
    /// so it needs no global storage in the hot loop.
    @inlinable @inline(__always)
    static func hasLine(_ mask: UInt16) -> Bool {
        let rows = mask & (mask >> 1) & (mask >> 2) & 0b001_001_001
        let columns = mask & (mask >> 3) & (mask >> 6) & 0b000_000_111
        let diagonal = mask & 0b100_010_001 == 0b100_010_001
        let antiDiagonal = mask & 0b001_010_100 == 0b001_010_100
        return rows | columns != 0 || diagonal || antiDiagonal
    }
}
