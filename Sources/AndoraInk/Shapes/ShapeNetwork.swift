/// One small neural network: standardised features in, one hidden layer of rectified units, a
/// softmax over the labels in `ShapeLabel.allCases` order out.
struct ShapeNetwork: Sendable, Equatable {
    let inputCount: Int
    let hiddenCount: Int
    /// Hidden weights (row per hidden unit), hidden biases, output weights (row per label), output biases.
    var parameters: [Double]

    static let labels = ShapeLabel.allCases

    static func parameterCount(inputCount: Int, hiddenCount: Int) -> Int {
        hiddenCount * (inputCount + 1) + labels.count * (hiddenCount + 1)
    }

    init(inputCount: Int, hiddenCount: Int, parameters: [Double]) {
        precondition(parameters.count == Self.parameterCount(inputCount: inputCount, hiddenCount: hiddenCount))
        self.inputCount = inputCount
        self.hiddenCount = hiddenCount
        self.parameters = parameters
    }

    /// Small random weights scaled to each layer's fan-in, zero biases.
    init(inputCount: Int, hiddenCount: Int, using generator: inout some RandomNumberGenerator) {
        let hiddenRange = (6 / Double(inputCount)).squareRoot()
        let outputRange = (6 / Double(hiddenCount)).squareRoot()
        let hiddenWeights = (0..<hiddenCount * inputCount).map { _ in Double.random(in: -hiddenRange...hiddenRange, using: &generator) }
        let outputWeights = (0..<Self.labels.count * hiddenCount).map { _ in Double.random(in: -outputRange...outputRange, using: &generator) }
        self.init(
            inputCount: inputCount, hiddenCount: hiddenCount,
            parameters: hiddenWeights + Array(repeating: 0, count: hiddenCount) + outputWeights + Array(repeating: 0, count: Self.labels.count)
        )
    }

    private var hiddenBiasOffset: Int { hiddenCount * inputCount }
    private var outputWeightOffset: Int { hiddenBiasOffset + hiddenCount }
    private var outputBiasOffset: Int { outputWeightOffset + Self.labels.count * hiddenCount }

    /// The hidden layer's outputs for standardised inputs.
    func hiddenActivations(_ inputs: [Double]) -> [Double] {
        parameters.withUnsafeBufferPointer { weights in
            inputs.withUnsafeBufferPointer { inputs in
                (0..<hiddenCount).map { unit in
                    let sum = weights[hiddenBiasOffset + unit] + Self.dot(weights, from: unit * inputCount, inputs)
                    return max(sum, 0)
                }
            }
        }
    }

    /// The dot product of `vector` with the same number of weights starting at `offset`, summed in
    /// four independent running sums (one running sum cannot be vectorised and is several times slower).
    private static func dot(_ weights: UnsafeBufferPointer<Double>, from offset: Int, _ vector: UnsafeBufferPointer<Double>) -> Double {
        var sums = (0.0, 0.0, 0.0, 0.0)
        var index = 0
        while index + 4 <= vector.count {
            sums.0 += weights[offset + index] * vector[index]
            sums.1 += weights[offset + index + 1] * vector[index + 1]
            sums.2 += weights[offset + index + 2] * vector[index + 2]
            sums.3 += weights[offset + index + 3] * vector[index + 3]
            index += 4
        }
        var sum = (sums.0 + sums.1) + (sums.2 + sums.3)
        while index < vector.count {
            sum += weights[offset + index] * vector[index]
            index += 1
        }
        return sum
    }

    /// Label probabilities for the hidden layer's outputs.
    func outputProbabilities(_ hidden: [Double]) -> [Double] {
        let scores = (0..<Self.labels.count).map { label in
            let row = outputWeightOffset + label * hiddenCount
            return (0..<hiddenCount).reduce(parameters[outputBiasOffset + label]) { $0 + parameters[row + $1] * hidden[$1] }
        }
        let top = scores.max()!
        let exponentials = scores.map { exponential($0 - top) }
        let total = exponentials.reduce(0, +)
        return exponentials.map { $0 / total }
    }

    /// Label probabilities for standardised inputs.
    func probabilities(_ inputs: [Double]) -> [Double] {
        outputProbabilities(hiddenActivations(inputs))
    }

    /// Adds the gradient of the cross-entropy of one example, scaled by `weight` (back-propagation).
    func accumulateGradient(inputs: [Double], label: Int, weight: Double, into gradient: inout [Double]) {
        let hidden = hiddenActivations(inputs)
        let probabilities = outputProbabilities(hidden)
        var hiddenError = [Double](repeating: 0, count: hiddenCount)
        for output in probabilities.indices {
            let error = (probabilities[output] - (output == label ? 1 : 0)) * weight
            let row = outputWeightOffset + output * hiddenCount
            for unit in 0..<hiddenCount {
                gradient[row + unit] += error * hidden[unit]
                hiddenError[unit] += error * parameters[row + unit]
            }
            gradient[outputBiasOffset + output] += error
        }
        // Training's hottest loop; without bounds checks it is vectorised.
        gradient.withUnsafeMutableBufferPointer { gradient in
            inputs.withUnsafeBufferPointer { inputs in
                for unit in 0..<hiddenCount where hidden[unit] > 0 {
                    let error = hiddenError[unit]
                    let row = unit * inputCount
                    for index in 0..<inputCount { gradient[row + index] += error * inputs[index] }
                    gradient[hiddenBiasOffset + unit] += error
                }
            }
        }
    }
}
