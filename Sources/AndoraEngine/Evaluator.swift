/// ``Position/evaluation()`` for one rule set with its tables at hand. The search keeps one, so
/// that judging a leaf reads no global (on Linux each read of a lazily made global is a call);
/// the scores are the same, bit for bit.
struct Evaluator {
    private let chances: UnsafePointer<UInt8>
    private let ternary: UnsafePointer<UInt16>
    private let captureShare: Float
    private let freeChoice: Float

    /// The shipped evaluation of `rules`.
    init(rules: RuleSet) {
        chances = FieldChances.table(for: rules)
        ternary = FieldChances.ternary
        let weights = EvaluationWeights.shipped(for: rules)
        captureShare = weights.captureShare
        freeChoice = weights.freeChoice
    }

    /// The evaluation of a position in progress under the evaluator's rules, for the player to move.
    @inline(__always)
    func callAsFunction(_ position: Position) -> Int32 {
        let fieldChances = position.fieldChances { mine, theirs, moving in
            FieldChances.chance(state: FieldChances.state(mine: mine, theirs: theirs, ternary: ternary), moving: moving, in: chances)
        }
        return Int32(position.judgement(of: fieldChances, captureShare: captureShare, freeChoice: freeChoice) * Position.lineValue)
    }
}
