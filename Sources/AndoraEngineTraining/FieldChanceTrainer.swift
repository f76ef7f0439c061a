import AndoraCore
import AndoraEngine

/// Fits the expert's ``EvaluationWeights`` of one rule set to how self-play games ended (Texel's
/// method): the evaluation of each position, through a logistic curve, should predict the result
/// its game brought the player to move. A state and its seven mirror images share their chances
/// (``FieldChances/mirrorClasses``), so that rare states learn from their common twins.
package struct FieldChanceTrainer {
    /// One position in progress with the result its game brought the player to move (1, ½ or 0).
    package struct Sample {
        let position: Position
        let result: Float
        /// For each of ``Position/fieldChances(_:)``'s 18 chances, its parameter, or -1 where the
        /// chance is fixed (0 or 1, kept in `fixed`).
        let parameters: InlineArray<18, Int32>
        let fixed: InlineArray<18, Float>
    }

    /// The parameters: the mover's chance of each mirror class of states, then the waiting
    /// side's, then the capture share and the free choice.
    private var values: [Float]
    private let initial: [Float]
    /// Whether the side still has an open line in each mirror class (elsewhere the chance is 0).
    private let isOpen: [Bool]
    /// Where the capture share and the free choice are among the parameters.
    private let captureShareParameter: Int, freeChoiceParameter: Int
    /// The slope of the logistic curve from a score in lines to the expected result.
    package private(set) var slope: Float = 4

    /// Starts from `weights` (one rule set's).
    package init(startingFrom weights: EvaluationWeights) {
        let classes = FieldChances.mirrorClasses
        var isOpen = [Bool](repeating: false, count: classes.count)
        for mine in UInt16(0)...511 {
            for theirs in UInt16(0)...511 where mine & theirs == 0 && Self.hasOpenLine(theirs: theirs) {
                isOpen[Int(classes.ofState[FieldChances.state(mine: mine, theirs: theirs)])] = true
            }
        }
        self.isOpen = isOpen
        values = weights.chances.map { Float($0) / 255 } + [weights.captureShare, weights.freeChoice]
        captureShareParameter = 2 * classes.count
        freeChoiceParameter = 2 * classes.count + 1
        initial = values
    }

    /// The fitted weights, the chances as multiples of 1/255, never 0 nor 1 where the side still
    /// has an open line (0 and 1 mean lost and won).
    package var weights: EvaluationWeights {
        let chances = values[..<captureShareParameter].enumerated().map { parameter, value in
            isOpen[parameter % isOpen.count] ? UInt8(min(max((value * 255).rounded(), 1), 254)) : 0
        }
        return EvaluationWeights(chances: chances, captureShare: values[captureShareParameter],
                                 freeChoice: values[freeChoiceParameter])
    }

    /// The sample of a position in progress whose game brought its player to move `result`.
    package func sample(_ position: Position, result: Float) -> Sample {
        // Asked for a chance, the closure answers -(parameter + 2): below every real chance, so
        // the slots that read the table are told apart from the fixed ones, and where they read.
        let classes = FieldChances.mirrorClasses
        let marked = position.fieldChances { mine, theirs, moving in
            let parameter = Int(classes.ofState[FieldChances.state(mine: mine, theirs: theirs)]) + (moving ? 0 : classes.count)
            return -Float(parameter + 2)
        }
        var parameters = InlineArray<18, Int32>(repeating: -1)
        var fixed = InlineArray<18, Float>(repeating: 0)
        for slot in 0..<18 {
            let parameter = Int(-marked[slot]) - 2
            if marked[slot] < 0 && isOpen[parameter % isOpen.count] {
                parameters[slot] = Int32(parameter)
            } else if marked[slot] >= 0 {
                fixed[slot] = marked[slot]
            }
        }
        return Sample(position: position, result: result, parameters: parameters, fixed: fixed)
    }

    /// The mean squared error of the predicted results over `samples`.
    package func loss(_ samples: [Sample]) -> Float {
        loss(samples, slope: slope)
    }

    /// Sets ``slope`` to the one that fits the current chances to `samples` best.
    package mutating func fitSlope(_ samples: [Sample]) {
        slope = Logistic.bestSlope(among: (1...120).map { Float($0) * 0.1 }) { loss(samples, slope: $0) }
    }

    private func loss(_ samples: [Sample], slope: Float) -> Float {
        Logistic.meanSquaredError(samples, result: \.result) { Logistic.value(slope * score(of: $0)) }
    }

    /// Runs `epochs` passes of Adam over `samples` in batches (the order shuffled with `random`),
    /// pulling each parameter gently towards where it started (`pull`).
    package mutating func fit(_ samples: [Sample], epochs: Int, rate: Float = 0.002, batch: Int = 2048, pull: Float = 0.0001,
                              random: inout SplitMix64) {
        var order = Array(samples.indices)
        var adam = Adam(count: values.count)
        var gradient = [Float](repeating: 0, count: values.count)
        for _ in 0..<epochs {
            for index in order.indices.reversed() {
                order.swapAt(index, random.below(index + 1))
            }
            for start in stride(from: 0, to: order.count, by: batch) {
                for index in gradient.indices { gradient[index] = 0 }
                let end = min(start + batch, order.count)
                for position in start..<end {
                    accumulate(samples[order[position]], into: &gradient)
                }
                let scale = 1 / Float(end - start)
                for index in values.indices {
                    gradient[index] = gradient[index] * scale + pull * (values[index] - initial[index])
                }
                adam.step(&values, gradient: gradient, rate: rate)
                for index in values.indices {
                    let range: ClosedRange<Float> = index < captureShareParameter ? 0.004...0.996 : -1...1
                    values[index] = min(max(values[index], range.lowerBound), range.upperBound)
                }
            }
        }
    }

    /// Adds the sample's gradient of the squared error to `gradient`. The capture gain's own
    /// dependence on the chances is left out: it moves with its best field only.
    private func accumulate(_ sample: Sample, into gradient: inout [Float]) {
        let chances = chances(of: sample)
        let predicted = Logistic.value(slope * judgement(of: sample.position, chances: chances))
        let dScore = 2 * (predicted - sample.result) * predicted * (1 - predicted) * slope
        gradient[captureShareParameter] += dScore * sample.position.captureGain(chances)
        if sample.position.choosesFreely { gradient[freeChoiceParameter] += dScore }
        let mover = sample.position.sideToMove == .x ? 0 : 1
        for slot in 0..<18 where sample.parameters[slot] >= 0 {
            let side = slot / 9, field = slot % 9
            var dChance: Float = 0
            for line in 0..<8 where Position.lines[line] & 1 << field != 0 {
                let (a, b, c) = Position.lineFields(line)
                var product: Float = 1
                for other in [a, b, c] where other != field { product *= chances[side * 9 + other] }
                dChance += product
            }
            gradient[Int(sample.parameters[slot])] += dScore * (side == mover ? dChance : -dChance)
        }
    }

    private func chances(of sample: Sample) -> InlineArray<18, Float> {
        var chances = sample.fixed
        for slot in 0..<18 where sample.parameters[slot] >= 0 {
            chances[slot] = values[Int(sample.parameters[slot])]
        }
        return chances
    }

    private func score(of sample: Sample) -> Float {
        judgement(of: sample.position, chances: chances(of: sample))
    }

    private func judgement(of position: Position, chances: InlineArray<18, Float>) -> Float {
        position.judgement(of: chances, captureShare: values[captureShareParameter], freeChoice: values[freeChoiceParameter])
    }

    private static func hasOpenLine(theirs: UInt16) -> Bool {
        (0..<8).contains { theirs & Position.lines[$0] == 0 }
    }
}
