import AndoraCore
@testable import AndoraEngine
import Testing

@Suite struct AlphaBetaSearchTests {
    /// X holds the top-left and top-right mini-fields, the top-middle one still open; O holds
    /// the bottom-left one. Whoever is to move, the evaluation favours X.
    @Test(arguments: RuleSet.allCases)
    func theEvaluationFavoursTwoMiniFieldsInARow(rules: RuleSet) throws {
        let forX = try Position(fen: "xxx1o1xxx/o8/o8/9/9/9/ooo6/9/9 X 12 c3", rules: rules)
        let forO = try Position(fen: "xxx1o1xxx/o8/o8/9/4x4/9/ooo6/9/9 O 13 e5", rules: rules)
        #expect(forX.evaluation() > 0)
        #expect(forO.evaluation() < 0)
    }

    /// The evaluation judges for the player to move: with the colours swapped (marks, mini-fields
    /// that count and the turn) it gives the same score, to rounding.
    @Test(arguments: RuleSet.allCases)
    func theEvaluationIsTheSameWithTheColoursSwapped(rules: RuleSet) {
        for position in Position.randomlyPlayed(rules: rules, seed: 9, games: 200, longest: 50) {
            var swapped = position
            for field in 0..<9 {
                swapped.marks[field] = position.marks[field + 9]
                swapped.marks[field + 9] = position.marks[field]
            }
            swapped.counting = position.counting >> 16 | position.counting << 16
            swapped.side = position.side ^ 1
            #expect(abs(swapped.evaluation() - position.evaluation()) <= 1, "\(position.fen)")
        }
    }

}
