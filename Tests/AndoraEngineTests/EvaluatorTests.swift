@testable import AndoraEngine
import Testing

@Suite struct EvaluatorTests {
    /// The judgement, whose lines are written out for speed, counts each of the eight lines of
    /// mini-fields once and nothing else: three sure mini-fields of a line are worth one line to
    /// their side, three in no line are worth nothing.
    @Test func theJudgementCountsEveryLineOfMiniFieldsOnce() {
        let position = Position(rules: .standard)
        func judgement(xFields: [Int], oFields: [Int]) -> Float {
            var chances = InlineArray<18, Float>(repeating: 0)
            for field in xFields { chances[field] = 1 }
            for field in oFields { chances[field + 9] = 1 }
            return position.judgement(of: chances, captureShare: 0, freeChoice: 0)
        }
        for line in 0..<8 {
            let (a, b, c) = Position.lineFields(line)
            #expect(judgement(xFields: [a, b, c], oFields: []) == 1, "line \(line)")
            #expect(judgement(xFields: [], oFields: [a, b, c]) == -1, "line \(line)")
        }
        #expect(judgement(xFields: [0, 1, 5], oFields: [3, 7, 8]) == 0)
        #expect(judgement(xFields: Array(0..<9), oFields: []) == 8)
    }

    /// The evaluator answers with the shipped chances and weights of its own rule set.
    @Test(arguments: RuleSet.allCases)
    func anEvaluatorJudgesByItsRuleSetsWeights(rules: RuleSet) {
        let weights = EvaluationWeights.shipped(for: rules)
        for position in Position.randomlyPlayed(rules: rules, seed: 23, games: 100, longest: 60) {
            let chances = position.fieldChances { FieldChances.chance(mine: $0, theirs: $1, moving: $2, rules: rules) }
            let judgement = position.judgement(of: chances, captureShare: weights.captureShare, freeChoice: weights.freeChoice)
            #expect(Evaluator(rules: rules)(position) == Int32(judgement * Position.lineValue), "\(position.fen)")
        }
    }
}
