import AndoraCore
import AndoraEngine
import AndoraTestSupport
import Testing

@Suite struct PositionTests {
    /// Thousands of random games played side by side by AndoraCore and the engine.
    @Test(.cpuBound, arguments: RuleSet.allCases)
    func engineAgreesWithTheCoreRulesOverRandomGames(rules: RuleSet) {
        var generator = SplitMix64(seed: 2026 + UInt64(rules.rawValue))
        var mismatches = 0
        for _ in 0..<1000 {
            var game = UltimateGame(rules: rules.ultimateRules)
            var position = Position(rules: rules)
            while true {
                if !agree(game, position) {
                    mismatches += 1
                    break
                }
                guard let cell = game.legalMoves.randomElement(using: &generator) else { break }
                try! game.play(cell)
                position.play(Move(cell))
            }
        }
        #expect(mismatches == 0)
    }

    @Test func movesConvertToAndFromCells() {
        #expect(Move(notation: "a9") == Move(index: 0))
        #expect(Move(notation: "e5") == Move(index: 4 * 9 + 4))
        #expect(Move(notation: "i1") == Move(index: 80))
        #expect(Move(notation: "j1") == nil)
        #expect(Move(notation: "a10") == nil)
        #expect(Move(notation: "e5")?.notation == "e5")
    }

    private func agree(_ game: UltimateGame, _ position: Position) -> Bool {
        Set(game.legalMoves) == Set(position.legalMoves.map(\.cell))
            && game.outcome == position.outcome
            && (0..<9).allSatisfy { game.fieldStates[$0] == position.state(ofField: $0) }
            && (position.isOver || game.allowedFields == position.allowedFields)
            && (0..<81).allSatisfy { index in
                let move = Move(index: UInt8(index))
                return game.mark(at: move.cell) == position.mark(at: move)
            }
    }
}
