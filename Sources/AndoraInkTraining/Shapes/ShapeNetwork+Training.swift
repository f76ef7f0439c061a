import AndoraInk

// Only training starts a network from random weights or follows its gradient.
extension ShapeNetwork {
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
