import AndoraCore
import AndoraTestSupport
import Testing

@Suite("Properties over seeded random games", .cpuBound)
struct UltimateGamePropertyTests {
    static let allRules = [UltimateRules.andora(strategy: .first), .andora(strategy: .any), .standard]

    @Test(arguments: allRules)
    func gameAgreesWithStraightforwardRecomputationAtEveryPly(rules: UltimateRules) {
        var generator = SplitMix64(seed: 21)
        for _ in 0..<16 {
            var game = UltimateGame(rules: rules)
            game.playRandomly(using: &generator) { before, _ in
                Self.expectAgreement(before)
            }
            Self.expectAgreement(game)
        }
    }

    /// One expectation a position: a failure shows both readings whole, and thousands of positions stay quick.
    private static func expectAgreement(_ game: UltimateGame) {
        let reference = ReferenceModel(rules: game.rules, moves: game.moves)
        let incremental = Reading(
            outcome: game.outcome, fieldStates: game.fieldStates, fieldLines: game.fieldLines.map(Set.init),
            allowedFields: game.outcome.isOver ? [] : game.allowedFields)
        let recomputed = Reading(
            outcome: reference.outcome, fieldStates: (0..<9).map(reference.state(of:)),
            fieldLines: (0..<9).map(reference.drawnLines(in:)),
            allowedFields: reference.outcome.isOver ? [] : reference.allowedFields)
        #expect(incremental == recomputed, "after \(game.moves)")
    }

    /// What the rules say of a position.
    private struct Reading: Equatable {
        var outcome: Outcome
        var fieldStates: [MiniFieldState]
        var fieldLines: [Set<CellLine>]
        var allowedFields: [Int]
    }

    @Test(arguments: allRules)
    func noCellIsMarkedTwiceAndTurnsAlternate(rules: UltimateRules) {
        var generator = SplitMix64(seed: 22)
        for _ in 0..<1_000 {
            var game = UltimateGame(rules: rules)
            game.playRandomly(using: &generator)
            #expect(Set(game.moves).count == game.moves.count)
            #expect(game.moves.enumerated().allSatisfy { game.mark(at: $1) == ($0.isMultiple(of: 2) ? .x : .o) })
            #expect(game.outcome.isOver)
        }
    }

    @Test func r1_4_1_firstStatesNeverChangeOnceSet() {
        var generator = SplitMix64(seed: 23)
        for _ in 0..<1_000 {
            var game = UltimateGame(rules: .andora(strategy: .first))
            var settled = [MiniFieldState?](repeating: nil, count: 9)
            game.playRandomly(using: &generator) { before, _ in
                for field in 0..<9 where before.fieldStates[field] != .empty {
                    #expect(settled[field] == nil || settled[field] == before.fieldStates[field])
                    settled[field] = before.fieldStates[field]
                }
            }
        }
    }

    @Test(arguments: allRules)
    func refusedMovesChangeNothing(rules: UltimateRules) {
        var generator = SplitMix64(seed: 24)
        for _ in 0..<100 {
            var game = UltimateGame(rules: rules)
            game.playRandomly(using: &generator, maxMoves: Int.random(in: 0...60, using: &generator))
            let legal = Set(game.legalMoves)
            for column in 0..<9 {
                for row in 0..<9 {
                    let cell = Cell(column: column, row: row)
                    var copy = game
                    do {
                        try copy.play(cell)
                        #expect(legal.contains(cell))
                    } catch {
                        #expect(!legal.contains(cell))
                        #expect(copy == game)
                    }
                }
            }
        }
    }
}
