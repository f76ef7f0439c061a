/// Trains a `ShapeModel` on labelled drawings: mini-batch gradient descent with Adam on class-weighted
/// cross-entropy, each epoch on freshly distorted copies of the drawings (small turns and stretches).
public struct ShapeModelTrainer: Sendable {
    public var hiddenCount = 48
    public var epochs = 60
    public var batchSize = 32
    public var learningRate = 0.002
    public var weightDecay = 0.0005
    /// An `x` or `o` answer less probable than this becomes `other`.
    public var acceptance = 0.5

    public init() {}

    /// A model for `shapes`; the same shapes and generator state give the same model.
    public func train(_ shapes: [LabelledShape], using generator: inout some RandomNumberGenerator) -> ShapeModel {
        let usable = shapes.filter { ShapeFeatures.vector(for: $0.strokes) != nil }
        let (mean, scale) = Self.inputStatistics(usable.map { ShapeFeatures.vector(for: $0.strokes)! })
        let labelIndex = Dictionary(uniqueKeysWithValues: ShapeModel.labels.enumerated().map { ($1, $0) })
        let classWeights = Self.classWeights(usable.map(\.label))
        var model = ShapeModel(
            inputCount: ShapeFeatures.count, hiddenCount: hiddenCount, inputMean: mean, inputScale: scale,
            parameters: Self.initialParameters(inputCount: ShapeFeatures.count, hiddenCount: hiddenCount, using: &generator),
            acceptance: acceptance
        )
        var optimizer = AdamOptimizer(parameterCount: model.parameters.count, learningRate: learningRate, weightDecay: weightDecay)
        for epoch in 0..<epochs {
            let examples = usable.shuffled(using: &generator).compactMap { shape -> (features: [Double], label: Int)? in
                let distorted = ShapeDistortion.random(for: shape.label, using: &generator).apply(to: shape.strokes)
                return ShapeFeatures.vector(for: distorted).map { (model.standardised($0), labelIndex[shape.label]!) }
            }
            let decay = 0.5 * (1 + cosine(Double.pi * Double(epoch) / Double(epochs)))
            for start in stride(from: 0, to: examples.count, by: batchSize) {
                let batch = examples[start..<min(start + batchSize, examples.count)]
                var gradient = [Double](repeating: 0, count: model.parameters.count)
                for example in batch {
                    Self.accumulateGradient(of: model, inputs: example.features, label: example.label,
                                            weight: classWeights[example.label], into: &gradient)
                }
                optimizer.step(&model.parameters, gradient: gradient.map { $0 / Double(batch.count) }, rateFactor: decay)
            }
        }
        return model
    }

    /// Per-input mean and reciprocal standard deviation (1 for constant inputs).
    private static func inputStatistics(_ vectors: [[Double]]) -> ([Double], [Double]) {
        let count = Double(vectors.count)
        let mean = (0..<ShapeFeatures.count).map { index in vectors.reduce(0) { $0 + $1[index] } / count }
        let scale = (0..<ShapeFeatures.count).map { index in
            let variance = vectors.reduce(0) { $0 + ($1[index] - mean[index]) * ($1[index] - mean[index]) } / count
            return variance > 1e-12 ? 1 / variance.squareRoot() : 1
        }
        return (mean, scale)
    }

    /// Weights that give rare labels more say, by the square root of their rarity.
    private static func classWeights(_ labels: [ShapeLabel]) -> [Double] {
        let labelCount = Double(ShapeModel.labels.count)
        return ShapeModel.labels.map { label in
            let share = Double(labels.filter { $0 == label }.count) / Double(labels.count)
            return share > 0 ? (1 / (labelCount * share)).squareRoot() : 1
        }
    }

    /// Small random weights scaled to each layer's fan-in, zero biases.
    private static func initialParameters(inputCount: Int, hiddenCount: Int, using generator: inout some RandomNumberGenerator) -> [Double] {
        let labelCount = ShapeModel.labels.count
        let hiddenRange = (6 / Double(inputCount)).squareRoot()
        let outputRange = (6 / Double(hiddenCount)).squareRoot()
        let hiddenWeights = (0..<hiddenCount * inputCount).map { _ in Double.random(in: -hiddenRange...hiddenRange, using: &generator) }
        let outputWeights = (0..<labelCount * hiddenCount).map { _ in Double.random(in: -outputRange...outputRange, using: &generator) }
        return hiddenWeights + Array(repeating: 0, count: hiddenCount) + outputWeights + Array(repeating: 0, count: labelCount)
    }

    /// Adds the gradient of the weighted cross-entropy of one example (back-propagation).
    private static func accumulateGradient(of model: ShapeModel, inputs: [Double], label: Int, weight: Double, into gradient: inout [Double]) {
        let hidden = model.hiddenActivations(inputs)
        let probabilities = model.outputProbabilities(hidden)
        var hiddenError = [Double](repeating: 0, count: model.hiddenCount)
        for output in probabilities.indices {
            let error = (probabilities[output] - (output == label ? 1 : 0)) * weight
            let row = model.outputWeightOffset + output * model.hiddenCount
            for unit in 0..<model.hiddenCount {
                gradient[row + unit] += error * hidden[unit]
                hiddenError[unit] += error * model.parameters[row + unit]
            }
            gradient[model.outputBiasOffset + output] += error
        }
        for unit in 0..<model.hiddenCount where hidden[unit] > 0 {
            let error = hiddenError[unit]
            let row = unit * model.inputCount
            for index in 0..<model.inputCount { gradient[row + index] += error * inputs[index] }
            gradient[model.hiddenBiasOffset + unit] += error
        }
    }
}
