@testable import AndoraEngine
import AndoraTestSupport
import Dispatch
import Synchronization
import Testing

@Suite struct TranspositionTableTests {
    private static let entry = TranspositionTable.Entry(score: -123_456, move: 80, depth: 17, bound: .lower)

    @Test func anEntryReadsBackWholeUnderItsKeyOnly() throws {
        let table = TranspositionTable(bits: 4)
        table.store(Self.entry, for: 0xDEAD_BEEF_0000_0003)
        let read = try #require(table.entry(for: 0xDEAD_BEEF_0000_0003))
        #expect([read.score, Int32(read.move), Int32(read.depth)] == [-123_456, 80, 17])
        #expect(read.bound == .lower)
        // Another position in the same slot is not taken for this one.
        #expect(table.entry(for: 0x0000_BEEF_0000_0003) == nil)
    }

    @Test func aNewGameForgetsEveryPosition() {
        let table = TranspositionTable(bits: 4)
        table.store(Self.entry, for: 42)
        table.clear()
        #expect(table.entry(for: 42) == nil)
        // An empty slot is not an entry for the key 0.
        #expect(table.entry(for: 0) == nil)
    }

    /// Two positions share a slot and two threads write them at once: a reader finds one
    /// position's entry whole or none, never the other position's data under this one's key.
    @Test(.cpuBound) func entriesWrittenByThreadsAtOnceReadWholeOrNotAtAll() {
        let table = TranspositionTable(bits: 0)
        let keys: [UInt64] = [1, 1 | 1 << 40]
        let written = keys.indices.map { TranspositionTable.Entry(score: Int32($0 + 1), move: UInt8($0), depth: 9, bound: .exact) }
        let wrong = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 3) { thread in
            for _ in 0..<200_000 {
                if thread < 2 {
                    table.store(written[thread], for: keys[thread])
                } else if let entry = table.entry(for: keys[0]) {
                    if entry.score != written[0].score || entry.move != written[0].move { wrong.add(1, ordering: .relaxed) }
                }
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
    }
}
