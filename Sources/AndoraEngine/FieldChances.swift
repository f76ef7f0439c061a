/// Each side's chance of making a mini-field count, guessed from its cells alone, for
/// ``Position/evaluation()``: a table of 512 × 512 bytes (the two sides' cells) built once.
enum FieldChances {
    /// Chances as multiples of 1/255, indexed by `mine << 9 | theirs`.
    private static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 1 << 18)
        for mine in 0..<512 {
            for theirs in 0..<512 where mine & theirs == 0 {
                table[mine << 9 | theirs] = UInt8((guess(mine: UInt16(mine), theirs: UInt16(theirs)) * 255).rounded())
            }
        }
        return table
    }()

    /// The chance of the side holding `mine` (where the other holds `theirs`) of making the mini-field count.
    @inline(__always)
    static func chance(mine: UInt16, theirs: UInt16) -> Float {
        Float(table[Int(mine) << 9 | Int(theirs)]) * (1 / 255)
    }

    /// The guess: none without an open line (one the other side has no cell in); else more for
    /// each open line, each open line holding one of the side's cells, and each of the (up to
    /// two) cells that would complete a line.
    static func guess(mine: UInt16, theirs: UInt16) -> Float {
        var open = 0, ones = 0
        for line in 0..<8 {
            let mask = Position.lines[line]
            guard theirs & mask == 0 else { continue }
            open += 1
            if (mine & mask).nonzeroBitCount == 1 { ones += 1 }
        }
        guard open > 0 else { return 0 }
        let threats = min((Grid.completingCells(mine) & ~(mine | theirs) & Grid.full).nonzeroBitCount, 2)
        return min(0.1 + 0.025 * Float(open) + 0.035 * Float(ones) + 0.18 * Float(threats), 0.9)
    }
}
