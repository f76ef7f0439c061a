/// The shape recogniser's learnt part: feature standardisation and a few neural networks trained
/// from different random starts, whose label probabilities are averaged.
public struct ShapeModel: Sendable, Equatable {
    /// Training-set mean and reciprocal standard deviation of each feature.
    package var inputMean: [Double]
    package var inputScale: [Double]
    package var networks: [ShapeNetwork]
    /// An `x` or `o` answer less probable than this becomes `other`, so that few stray shapes pass as signs.
    package var acceptance: Double

    package init(inputMean: [Double], inputScale: [Double], networks: [ShapeNetwork], acceptance: Double) {
        precondition(inputMean.count == inputScale.count && networks.allSatisfy { $0.inputCount == inputMean.count })
        self.inputMean = inputMean
        self.inputScale = inputScale
        self.networks = networks
        self.acceptance = acceptance
    }

    /// Features scaled to zero mean and unit spread over the training data.
    package func standardised(_ features: [Double]) -> [Double] {
        inputMean.indices.map { (features[$0] - inputMean[$0]) * inputScale[$0] }
    }

    /// Mean label probabilities (in `ShapeLabel.allCases` order) of the networks for a feature vector.
    func probabilities(_ features: [Double]) -> [Double] {
        let inputs = standardised(features)
        let sums = networks.reduce(into: Array(repeating: 0.0, count: ShapeNetwork.labels.count)) { sums, network in
            for (index, probability) in network.probabilities(inputs).enumerated() { sums[index] += probability }
        }
        return sums.map { $0 / Double(networks.count) }
    }

    /// The most probable label, with an unsure `x` or `o` turned into `other`.
    func recognition(_ probabilities: [Double]) -> ShapeRecognition {
        let best = probabilities.indices.max { probabilities[$0] < probabilities[$1] }!
        let label = ShapeNetwork.labels[best]
        if (label == .x || label == .o) && probabilities[best] < acceptance {
            return ShapeRecognition(label: .other, confidence: 1 - probabilities[best])
        }
        return ShapeRecognition(label: label, confidence: probabilities[best])
    }
}
