/// Tells an X, an O, a straight line and anything else apart, from one to a few strokes drawn by
/// anyone, at any size and place, in any stroke order and direction.
public struct ShapeRecognizer: Sendable {
    private let model: ShapeModel
    /// Whether ``ShapeVerifier`` checks the network's X and O.
    private let verifying: Bool

    /// A recogniser using the model trained on real drawings (see docs/INK.md).
    public init() {
        self.model = .trained
        verifying = true
    }

    /// A recogniser using `model`, e.g. one just trained.
    public init(model: ShapeModel, verifying: Bool = true) {
        self.model = model
        self.verifying = verifying
    }

    /// The label for a drawing; ink that is empty or all on one spot is `other`.
    public func recognize(_ strokes: [Stroke]) -> ShapeRecognition {
        guard let ink = ShapeFeatures.Ink(strokes) else {
            return ShapeRecognition(label: .other, confidence: 1)
        }
        let recognition = model.recognition(model.probabilities(ShapeFeatures.vector(for: ink)))
        guard verifying, !ShapeVerifier.accepts(recognition.label, strokes: ink.strokes) else { return recognition }
        return ShapeRecognition(label: .other, confidence: recognition.confidence)
    }
}
