import AndoraInk

/// Trains a `ShapeModel` on labelled drawings: several networks from different random starts, each by
/// mini-batch gradient descent with Adam on class-weighted cross-entropy, every epoch on freshly
/// distorted copies of the drawings (small turns and stretches, and the chosen `augmentations`), plus
/// `doodlesPerEpoch` freshly made stray shapes labelled `other` and `marksPerEpoch` made-up X and O.
public struct ShapeModelTrainer: Sendable {
    public var networkCount = 5
    public var hiddenCount = 48
    public var epochs = 60
    public var batchSize = 32
    public var learningRate = 0.002
    public var weightDecay = 0.0005
    /// An `x` or `o` answer less probable than this becomes `other`.
    public var acceptance = 0.5
    /// Changes applied at random to each epoch's copies: the shipped recipe has coarse tablets and
    /// stretched marks (docs/INK.md, "Strangers", says what each recipe gave).
    public var augmentations: [ShapeAugmentation] = [.coarse, .stretch]
    /// Made-up stray shapes (`Doodle`) added to each epoch as `other`; none in the shipped recipe.
    public var doodlesPerEpoch = 0
    /// Made-up X and O (`MadeUpMark`, half of each) added to each epoch.
    public var marksPerEpoch = 800

    public init() {}

    /// A model for `shapes`; the same shapes and generator state give the same model.
    public func train(_ shapes: [LabelledShape], using generator: inout some RandomNumberGenerator) -> ShapeModel {
        let usable = shapes.filter { ShapeFeatures.vector(for: $0.strokes) != nil }
        let (mean, scale) = Self.inputStatistics(usable.map { ShapeFeatures.vector(for: $0.strokes)! })
        var model = ShapeModel(inputMean: mean, inputScale: scale, networks: [], acceptance: acceptance)
        let labelIndex = Dictionary(uniqueKeysWithValues: ShapeNetwork.labels.enumerated().map { ($1, $0) })
        let classWeights = Self.classWeights(usable.map { $0.label })
        var networks = (0..<networkCount).map { _ in ShapeNetwork(inputCount: ShapeFeatures.count, hiddenCount: hiddenCount, using: &generator) }
        var optimizers = networks.map { AdamOptimizer(parameterCount: $0.parameters.count, learningRate: learningRate, weightDecay: weightDecay) }
        for epoch in 0..<epochs {
            // One freshly distorted copy of each drawing per epoch, shared by the networks.
            let doodles = (0..<doodlesPerEpoch).map { _ in LabelledShape(strokes: Doodle.random(using: &generator), label: .other) }
            let marks = (0..<marksPerEpoch).map { index in
                let label: ShapeLabel = index % 2 == 0 ? .x : .o
                return LabelledShape(strokes: MadeUpMark.random(label, using: &generator), label: label)
            }
            let examples = (usable + doodles + marks).compactMap { shape -> (inputs: [Double], label: Int)? in
                let augmented = augment(shape, using: &generator)
                let distorted = ShapeDistortion.random(for: shape.label, using: &generator).apply(to: augmented)
                return ShapeFeatures.vector(for: distorted).map { (model.standardised($0), labelIndex[shape.label]!) }
            }
            let rateFactor = 0.5 * (1 + cosine(Double.pi * Double(epoch) / Double(epochs)))
            for index in networks.indices {
                let order = examples.indices.shuffled(using: &generator)
                for start in stride(from: 0, to: order.count, by: batchSize) {
                    let batch = order[start..<min(start + batchSize, order.count)]
                    var gradient = [Double](repeating: 0, count: networks[index].parameters.count)
                    for example in batch.map({ examples[$0] }) {
                        networks[index].accumulateGradient(inputs: example.inputs, label: example.label, weight: classWeights[example.label], into: &gradient)
                    }
                    optimizers[index].step(&networks[index].parameters, gradient: gradient.map { $0 / Double(batch.count) }, rateFactor: rateFactor)
                }
            }
        }
        model.networks = networks
        return model
    }

    /// `shape`'s strokes with each of `augmentations` that fits its label applied at random.
    private func augment(_ shape: LabelledShape, using generator: inout some RandomNumberGenerator) -> [Stroke] {
        augmentations.reduce(shape.strokes) { strokes, augmentation in
            guard augmentation.applies(to: shape.label),
                  Double.random(in: 0..<1, using: &generator) < ShapeAugmentation.probability else { return strokes }
            return augmentation.apply(to: strokes, using: &generator)
        }
    }

    /// Per-feature mean and reciprocal standard deviation (1 for constant features).
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
        let labelCount = Double(ShapeNetwork.labels.count)
        return ShapeNetwork.labels.map { label in
            let share = Double(labels.filter { $0 == label }.count) / Double(labels.count)
            return share > 0 ? (1 / (labelCount * share)).squareRoot() : 1
        }
    }
}
