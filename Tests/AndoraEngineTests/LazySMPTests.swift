import AndoraCore
@testable import AndoraEngine
import Synchronization
import Testing

@Suite struct LazySMPTests {
    /// Helpers start at staggered depths that never pass the deepest search, however many there are.
    @Test func everyHelperStartsWithinTheDeepestSearch() {
        let depths = (1...200).map(LazySMP.firstDepth(ofHelper:))
        #expect(depths.allSatisfy { (2...9).contains($0) })
        #expect(Array(depths.prefix(8)) == Array(2...9), "the first helpers each start a ply deeper than the one before")
    }

    /// A search on more threads than there are plies still answers with a legal move.
    @Test func aSearchOnAHundredThreadsAnswersWithALegalMove() throws {
        let root = Position(rules: .standard)
        let checks = Atomic(0)
        let result = LazySMP(threads: 100, checkInterval: 64).search(root, table: TranspositionTable()) {
            checks.add(1, ordering: .relaxed).newValue > 20
        }
        let move = try #require(result.move)
        #expect(root.legalMoves.contains(move))
    }
}
