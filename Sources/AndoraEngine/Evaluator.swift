/// ``Position/evaluation()`` for one rule set with its tables at hand. The search keeps one, so
/// that judging a leaf reads no global (on Linux each read of a lazily made global is a call);
/// the scores are the same, bit for bit. Under the standard rules it adds the ``Network``'s
/// judgement, whose hidden layer the search keeps up to date move by move (``Accumulator``).
struct Evaluator {
    private let chances: UnsafePointer<UInt8>
    private let ternary: UnsafePointer<UInt16>
    private let captureShare: Float
    private let freeChoice: Float
    private let network: Network?

    /// The shipped evaluation of `rules`, without its network if `withNetwork` is false.
    init(rules: RuleSet, withNetwork: Bool = true) {
        chances = FieldChances.table(for: rules)
        ternary = FieldChances.ternary
        let weights = EvaluationWeights.shipped(for: rules)
        captureShare = weights.captureShare
        freeChoice = weights.freeChoice
        network = rules == .standard && withNetwork ? Network.shipped : nil
    }

    /// The hidden layer of `position` (nothing when the rules have no network).
    func accumulator(of position: Position) -> Accumulator {
        network.map { Accumulator(position, in: $0) } ?? Accumulator()
    }

    /// The hidden layer of `child`, made from `parent` (of hidden layer `accumulator`) by the move `index`.
    @inline(__always)
    func accumulator(_ accumulator: Accumulator, after index: UInt8, from parent: Position, to child: Position) -> Accumulator {
        guard let network else { return accumulator }
        return accumulator.after(move: index, from: parent, to: child, in: network)
    }

    /// The evaluation of a position in progress under the evaluator's rules, for the player to move.
    func callAsFunction(_ position: Position) -> Int32 {
        self(position, accumulator(of: position))
    }

    /// The evaluation of a position in progress of hidden layer `accumulator`.
    @inline(__always)
    func callAsFunction(_ position: Position, _ accumulator: Accumulator) -> Int32 {
        let fieldChances = position.fieldChances { mine, theirs, moving in
            FieldChances.chance(state: FieldChances.state(mine: mine, theirs: theirs, ternary: ternary), moving: moving, in: chances)
        }
        let score = Int32(position.judgement(of: fieldChances, captureShare: captureShare, freeChoice: freeChoice) * Position.lineValue)
        guard let network else { return score }
        return network.judge(score, mine: accumulator.mine(in: position), nextField: position.nextField)
    }
}
