/// One small neural network: standardised features in, one hidden layer of rectified units, a
/// softmax over the labels in `ShapeLabel.allCases` order out.
package struct ShapeNetwork: Sendable, Equatable {
    package let inputCount: Int
    package let hiddenCount: Int
    /// Hidden weights (row per hidden unit), hidden biases, output weights (row per label), output biases.
    package var parameters: [Double]

    package static let labels = ShapeLabel.allCases

    package static func parameterCount(inputCount: Int, hiddenCount: Int) -> Int {
        hiddenCount * (inputCount + 1) + labels.count * (hiddenCount + 1)
    }

    package init(inputCount: Int, hiddenCount: Int, parameters: [Double]) {
        precondition(parameters.count == Self.parameterCount(inputCount: inputCount, hiddenCount: hiddenCount))
        self.inputCount = inputCount
        self.hiddenCount = hiddenCount
        self.parameters = parameters
    }

    // Where each part of `parameters` starts; training's gradient (AndoraInkTraining) has the same layout.
    package var hiddenBiasOffset: Int { hiddenCount * inputCount }
    package var outputWeightOffset: Int { hiddenBiasOffset + hiddenCount }
    package var outputBiasOffset: Int { outputWeightOffset + Self.labels.count * hiddenCount }

    /// The hidden layer's outputs for standardised inputs.
    package func hiddenActivations(_ inputs: [Double]) -> [Double] {
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
    package func outputProbabilities(_ hidden: [Double]) -> [Double] {
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
}
