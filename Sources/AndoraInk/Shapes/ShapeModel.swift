/// A small neural network over `ShapeFeatures`: standardised inputs, one hidden layer of rectified
/// units and a softmax over the labels in `ShapeLabel.allCases` order.
public struct ShapeModel: Sendable {
    let inputCount: Int
    let hiddenCount: Int
    /// Training-set mean and reciprocal standard deviation of each input.
    var inputMean: [Double]
    var inputScale: [Double]
    /// Hidden weights (row per hidden unit), hidden biases, output weights (row per label), output biases.
    var parameters: [Double]
    /// An `x` or `o` answer less probable than this becomes `other`, so that few stray shapes pass as signs.
    var acceptance: Double

    static let labels = ShapeLabel.allCases
    static func parameterCount(inputCount: Int, hiddenCount: Int) -> Int {
        hiddenCount * (inputCount + 1) + labels.count * (hiddenCount + 1)
    }

    init(inputCount: Int, hiddenCount: Int, inputMean: [Double], inputScale: [Double], parameters: [Double], acceptance: Double) {
        precondition(inputMean.count == inputCount && inputScale.count == inputCount)
        precondition(parameters.count == Self.parameterCount(inputCount: inputCount, hiddenCount: hiddenCount))
        self.inputCount = inputCount
        self.hiddenCount = hiddenCount
        self.inputMean = inputMean
        self.inputScale = inputScale
        self.parameters = parameters
        self.acceptance = acceptance
    }

    var hiddenBiasOffset: Int { hiddenCount * inputCount }
    var outputWeightOffset: Int { hiddenBiasOffset + hiddenCount }
    var outputBiasOffset: Int { outputWeightOffset + Self.labels.count * hiddenCount }

    /// Features scaled to zero mean and unit spread over the training data.
    func standardised(_ features: [Double]) -> [Double] {
        (0..<inputCount).map { (features[$0] - inputMean[$0]) * inputScale[$0] }
    }

    /// The hidden layer's outputs for standardised inputs.
    func hiddenActivations(_ inputs: [Double]) -> [Double] {
        parameters.withUnsafeBufferPointer { weights in
            (0..<hiddenCount).map { unit in
                var sum = weights[hiddenBiasOffset + unit]
                let row = unit * inputCount
                for index in 0..<inputCount { sum += weights[row + index] * inputs[index] }
                return max(sum, 0)
            }
        }
    }

    /// Label probabilities (in `labels` order) for the hidden layer's outputs.
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

    /// Label probabilities (in `labels` order) for a feature vector.
    func probabilities(_ features: [Double]) -> [Double] {
        outputProbabilities(hiddenActivations(standardised(features)))
    }

    /// The most probable label, with an unsure `x` or `o` turned into `other`.
    func recognition(_ probabilities: [Double]) -> ShapeRecognition {
        let best = probabilities.indices.max { probabilities[$0] < probabilities[$1] }!
        let label = Self.labels[best]
        if (label == .x || label == .o) && probabilities[best] < acceptance {
            return ShapeRecognition(label: .other, confidence: 1 - probabilities[best])
        }
        return ShapeRecognition(label: label, confidence: probabilities[best])
    }
}
