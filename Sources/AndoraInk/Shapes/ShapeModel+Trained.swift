// Placeholder until `andora ink train` writes the real model.
extension ShapeModel {
    static let trained = ShapeModel(
        inputCount: ShapeFeatures.count, hiddenCount: 1,
        inputMean: Array(repeating: 0, count: ShapeFeatures.count), inputScale: Array(repeating: 1, count: ShapeFeatures.count),
        parameters: Array(repeating: 0, count: ShapeModel.parameterCount(inputCount: ShapeFeatures.count, hiddenCount: 1)),
        acceptance: 0.5
    )
}
