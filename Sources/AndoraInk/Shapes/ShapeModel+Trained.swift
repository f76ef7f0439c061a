// Placeholder until `andora ink train` writes the real model.
extension ShapeModel {
    static let trained = ShapeModel(
        inputMean: Array(repeating: 0, count: ShapeFeatures.count), inputScale: Array(repeating: 1, count: ShapeFeatures.count),
        networks: [ShapeNetwork(inputCount: ShapeFeatures.count, hiddenCount: 1, parameters: Array(
            repeating: 0, count: ShapeNetwork.parameterCount(inputCount: ShapeFeatures.count, hiddenCount: 1)))],
        acceptance: 0.5
    )
}
