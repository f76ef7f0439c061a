import AndoraCore
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

    /// The evaluator answers with the shipped chances and weights of its own rule set (without the
    /// network, which only the standard rules add).
    @Test(arguments: RuleSet.allCases)
    func anEvaluatorJudgesByItsRuleSetsWeights(rules: RuleSet) {
        let weights = EvaluationWeights.shipped(for: rules)
        for position in Position.randomlyPlayed(rules: rules, seed: 23, games: 100, longest: 60) {
            let chances = position.fieldChances { FieldChances.chance(mine: $0, theirs: $1, moving: $2, rules: rules) }
            let judgement = position.judgement(of: chances, captureShare: weights.captureShare, freeChoice: weights.freeChoice)
            #expect(Evaluator(rules: rules, withNetwork: false)(position) == Int32(judgement * Position.lineValue), "\(position.fen)")
        }
    }

    /// The standard rules add the network's judgement; the others judge by the field chances alone.
    @Test(arguments: RuleSet.allCases)
    func onlyTheStandardRulesAddTheNetwork(rules: RuleSet) {
        let positions = Position.randomlyPlayed(rules: rules, seed: 24, games: 100, longest: 60)
        let changed = positions.filter { $0.evaluation() != $0.evaluation(withNetwork: false) }
        #expect(rules == .standard ? changed.count > 90 : changed.isEmpty)
    }

    /// The hidden layer the search makes move by move from the root's judges every position as
    /// the one counted afresh does, through captures and tied mini-fields to the end of the game.
    @Test func theHiddenLayerKeptMoveByMoveJudgesAsOneCountedAfresh() {
        let evaluate = Evaluator(rules: .standard)
        var generator = SplitMix64(seed: 25)
        for _ in 0..<40 {
            var position = Position(rules: .standard)
            var accumulator = evaluate.accumulator(of: position)
            while !position.isOver {
                #expect(evaluate(position, accumulator) == evaluate(position), "\(position.fen)")
                let (field, slot) = position.randomMove(using: &generator)
                var child = position
                child.play(field: field, slot: slot)
                accumulator = evaluate.accumulator(accumulator, after: field &* 9 &+ slot, from: position, to: child)
                position = child
            }
        }
    }
}
