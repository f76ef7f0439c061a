/// Bit tricks on a 3×3 grid stored as a 9-bit mask, bit `n` for keypad position `n`.
///
/// Cells inside a mini-field and mini-fields on the field both use it.
@usableFromInline
enum Grid {
    /// All nine positions.
    @usableFromInline static let full: UInt16 = 0x1FF

    /// Whether the mask holds a complete row, column or diagonal.
    ///
    /// A 512-bit table, one bit per mask, held in eight constants picked by a switch that the
    /// compiler turns into a jump-free lookup: faster than testing the eight lines, and with no
    /// global array to initialise or bounds-check.
    @inlinable @inline(__always)
    static func hasLine(_ mask: UInt16) -> Bool {
        let word: UInt64 = switch mask >> 6 & 7 {
        case 0: 0xFF80_8080_8080_8080
        case 1: 0xFFF0_AA80_FAF0_AA80
        case 2: 0xFFCC_8080_CCCC_8080
        case 3: 0xFFFC_AA80_FEFC_AA80
        case 4: 0xFFFA_F0F0_AAAA_8080
        case 5: 0xFFFA_FAF0_FAFA_AA80
        case 6: 0xFFFE_F0F0_EEEE_8080
        default: 0xFFFF_FFFF_FFFF_FFFF
        }
        return word >> (mask & 63) & 1 != 0
    }

    /// The cells whose marking would complete a line of the mask: those that are the third
    /// cell of a row, column or diagonal holding the other two. Bit arithmetic, no table.
    ///
    /// For a mask without a line, ``hasLine(_:)`` of the mask plus one cell is whether that cell
    /// is among these; perft reads a mini-field's once for all the moves into it.
    @inlinable @inline(__always)
    static func completingCells(_ mask: UInt16) -> UInt16 {
        let columnMask: UInt16 = 0b001_001_001
        let left = mask & columnMask, middle = mask >> 1 & columnMask, right = mask >> 2 & columnMask
        var cells = middle & right | (left & right) << 1 | (left & middle) << 2
        let bottom = mask & 7, centre = mask >> 3 & 7, top = mask >> 6 & 7
        cells |= centre & top | (bottom & top) << 3 | (bottom & centre) << 6
        let c0 = mask & 1, c2 = mask >> 2 & 1, c4 = mask >> 4 & 1, c6 = mask >> 6 & 1, c8 = mask >> 8 & 1
        cells |= c4 & c8 | (c0 & c8) << 4 | (c0 & c4) << 8
        cells |= (c4 & c6) << 2 | (c2 & c6) << 4 | (c2 & c4) << 6
        return cells
    }
}
