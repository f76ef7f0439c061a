import AndoraCore
import AndoraEngine
@testable import AndoraModel
import AndoraTestSupport
import Testing

/// Every puzzle of the collection is a puzzle of its kind.
@Suite(.cpuBound) struct PuzzleCollectionTests {
    @Test func theCollectionHasEightOfEachRuleSetAndKindWithDistinctIds() {
        let collection = Puzzle.collection
        #expect(collection.count == 32 && Set(collection.map(\.id)).count == 32)
        for rules in [UltimateRules.andora(strategy: .first), .andora(strategy: .any)] {
            for within in 1...2 {
                #expect(collection.count(where: { $0.rules == rules && $0.within == within }) == 8)
            }
        }
        #expect(collection.allSatisfy { $0.source == .selfPlay })
    }

    @Test(arguments: Puzzle.collection)
    func eachPuzzleIsWonWithinItsMovesAndNotSooner(puzzle: Puzzle) throws {
        let record = try #require(puzzle.record, "the moves are a legal game")
        let position = Position(record.game)
        #expect(!position.isOver && position.legalMoves.count >= 5)
        let solutions = puzzle.solutions(of: record.game)
        #expect((1...2).contains(solutions.count), "one or two winning moves: \(solutions)")
        #expect(puzzle.within == 1 || position.winningMoves(within: 1).isEmpty, "a win in two has no win at once")
    }
}
