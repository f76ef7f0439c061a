import AndoraCore
import AndoraEngine

/// Fits the expert's ``NetworkWeights`` to how self-play games ended: the network's output, added
/// to the evaluation of field chances through the logistic curve, should predict the result each
/// game brought the player to move (squared error, Adam, each batch turned or flipped by one of
/// the board's eight symmetries).
package struct NetworkTrainer {
    /// One position in progress: its inputs (``NetworkWeights``), the result its game brought the
    /// player to move (1, ½ or 0) and the evaluation of field chances, in lines.
    package struct Sample {
        let inputs: [UInt8]
        let result: Float
        let evaluation: Float
    }

    private static let hidden = NetworkWeights.hiddenCount
    private static let inputWeightCount = NetworkWeights.inputCount * hidden
    /// Where the hidden biases, the output weights, the output bias and the evaluation's weight are in ``parameters``.
    private static let biasStart = inputWeightCount, outputStart = biasStart + hidden
    private static let outputBias = outputStart + hidden, evaluationWeight = outputBias + 1

    private var parameters: [Float]
    private var adam: Adam
    /// The slope of the logistic curve from an evaluation in lines to the expected result.
    package private(set) var slope: Float = 4
    /// Each symmetry's image of every input.
    private let symmetries: [[UInt8]] = (0..<8).map(NetworkTrainer.symmetry)

    /// Starts from small random weights drawn from `random`: the inputs' with a spread of 1/√30,
    /// the outputs' of 0.1, the biases at 0.
    package init(random: inout SplitMix64) {
        parameters = [Float](repeating: 0, count: Self.evaluationWeight + 1)
        for index in 0..<Self.inputWeightCount { parameters[index] = Self.uniform(&random, spread: 1 / Float(30).squareRoot()) }
        for index in Self.outputStart..<Self.outputBias { parameters[index] = Self.uniform(&random, spread: 0.1) }
        adam = Adam(count: parameters.count)
    }

    /// The fitted weights.
    package var weights: NetworkWeights {
        NetworkWeights(inputWeights: Array(parameters[..<Self.biasStart]),
                       hiddenBiases: Array(parameters[Self.biasStart..<Self.outputStart]),
                       outputWeights: Array(parameters[Self.outputStart..<Self.outputBias]),
                       outputBias: parameters[Self.outputBias], evaluationWeight: parameters[Self.evaluationWeight], slope: slope)
    }

    /// The sample of a position in progress (standard rules) whose game brought its player to move `result`.
    package static func sample(_ position: Position, result: Float) -> Sample {
        Sample(inputs: position.networkInputs.map { UInt8($0) }, result: result,
               evaluation: Float(position.evaluation(withNetwork: false)) / 1000)
    }

    /// Sets ``slope`` to the one that fits the evaluation of field chances alone to `samples` best.
    package mutating func fitSlope(_ samples: [Sample]) {
        slope = Logistic.bestSlope(among: (5..<80).map { Float($0) / 10 }) { evaluationLoss(samples, slope: $0) }
    }

    /// The mean squared error of the evaluation of field chances alone over `samples`.
    package func evaluationLoss(_ samples: [Sample]) -> Float {
        evaluationLoss(samples, slope: slope)
    }

    private func evaluationLoss(_ samples: [Sample], slope: Float) -> Float {
        Logistic.meanSquaredError(samples, result: \.result) { Logistic.value(slope * $0.evaluation) }
    }

    /// The mean squared error of the network's predicted results over `samples`.
    package func loss(_ samples: [Sample]) -> Float {
        var hidden = [Float](repeating: 0, count: Self.hidden)
        return Logistic.meanSquaredError(samples, result: \.result) { Logistic.value(output(of: $0, symmetry: 0, hidden: &hidden)) }
    }

    /// One pass over `samples` in random batches of `batch`, at learning rate `rate`.
    package mutating func fit(_ samples: [Sample], batch: Int = 1024, rate: Float = 0.001, random: inout SplitMix64) {
        var order = Array(samples.indices)
        order.shuffle(using: &random)
        var gradient = [Float](repeating: 0, count: parameters.count)
        var hidden = [Float](repeating: 0, count: Self.hidden)
        for start in stride(from: 0, to: order.count, by: batch) {
            let members = order[start..<min(start + batch, order.count)]
            let symmetry = random.below(8)
            for index in gradient.indices { gradient[index] = 0 }
            for member in members {
                accumulate(samples[member], symmetry: symmetry, scale: 1 / Float(members.count), hidden: &hidden, into: &gradient)
            }
            adam.step(&parameters, gradient: gradient, rate: rate)
        }
    }

    /// The network's logit for `sample` turned by `symmetry`, its hidden layer left in `hidden`.
    private func output(of sample: Sample, symmetry: Int, hidden: inout [Float]) -> Float {
        for unit in 0..<Self.hidden { hidden[unit] = parameters[Self.biasStart + unit] }
        for input in sample.inputs {
            let row = Int(symmetries[symmetry][Int(input)]) * Self.hidden
            for unit in 0..<Self.hidden { hidden[unit] += parameters[row + unit] }
        }
        var logit = parameters[Self.outputBias] + (1 + parameters[Self.evaluationWeight]) * slope * sample.evaluation
        for unit in 0..<Self.hidden { logit += max(hidden[unit], 0) * parameters[Self.outputStart + unit] }
        return logit
    }

    private func accumulate(_ sample: Sample, symmetry: Int, scale: Float, hidden: inout [Float], into gradient: inout [Float]) {
        let predicted = Logistic.value(output(of: sample, symmetry: symmetry, hidden: &hidden))
        let dLogit = 2 * (predicted - sample.result) * predicted * (1 - predicted) * scale
        gradient[Self.outputBias] += dLogit
        gradient[Self.evaluationWeight] += dLogit * slope * sample.evaluation
        for unit in 0..<Self.hidden where hidden[unit] > 0 {
            gradient[Self.outputStart + unit] += dLogit * hidden[unit]
            let dHidden = dLogit * parameters[Self.outputStart + unit]
            gradient[Self.biasStart + unit] += dHidden
            for input in sample.inputs {
                gradient[Int(symmetries[symmetry][Int(input)]) * Self.hidden + unit] += dHidden
            }
        }
    }

    /// Where symmetry `number` (0 is none) takes each input: the same turn or flip of the board
    /// applied to the mini-fields and to the cells inside them.
    private static func symmetry(_ number: Int) -> [UInt8] {
        func image(_ index: Int) -> Int {
            var (row, column) = (index / 3, index % 3)
            if number & 1 != 0 { (row, column) = (column, row) }
            if number & 2 != 0 { row = 2 - row }
            if number & 4 != 0 { column = 2 - column }
            return row * 3 + column
        }
        return (0..<NetworkWeights.inputCount).map { input in
            switch input {
            case ..<162: UInt8(input / 81 * 81 + image(input % 81 / 9) * 9 + image(input % 9))
            case ..<198: UInt8(162 + (input - 162) / 9 * 9 + image((input - 162) % 9))
            default: UInt8(input)
            }
        }
    }

    /// A number drawn evenly from the range of mean 0 and standard deviation `spread`.
    private static func uniform(_ random: inout SplitMix64, spread: Float) -> Float {
        let unit = Float(random.next() >> 40) / Float(1 << 24)
        return (unit * 2 - 1) * Float(3).squareRoot() * spread
    }
}
