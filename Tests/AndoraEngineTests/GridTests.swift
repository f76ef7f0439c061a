@testable import AndoraEngine
import Testing

@Suite struct GridTests {
    /// For every mask without a line, the completing cells are exactly the empty cells whose
    /// marking makes a line.
    @Test func completingCellsAreTheCellsThatMakeALine() {
        for mask in UInt16(0)...Grid.full where !Grid.hasLine(mask) {
            var expected: UInt16 = 0
            for slot in 0..<9 where mask & (1 << slot) == 0 && Grid.hasLine(mask | 1 << slot) {
                expected |= 1 << slot
            }
            #expect(Grid.completingCells(mask) & ~mask & Grid.full == expected, "mask \(mask)")
        }
    }
}
