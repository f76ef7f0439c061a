/// Tells an X, an O, a straight line and anything else apart, from one to a few strokes drawn by
/// anyone, at any size and place, in any stroke order and direction.
public struct ShapeRecognizer: Sendable {
    private let model: ShapeModel

    /// A recogniser using the model trained on real drawings (see docs/INK.md).
    public init() {
        self.model = .trained
    }

    /// A recogniser using `model`, e.g. one just trained.
    public init(model: ShapeModel) {
        self.model = model
    }

    /// The label for a drawing: the networks' answer, checked by ``ShapeVerifier``. Ink that is
    /// empty or all on one spot, and an X or O the check refuses, are `other` with confidence 1.
    public func recognize(_ strokes: [Stroke]) -> ShapeRecognition {
        let (recognition, accepted) = networksRecognition(strokes)
        return accepted ? recognition : ShapeRecognition(label: .other, confidence: 1)
    }

    /// The networks' answer before the check, and whether ``ShapeVerifier`` accepts it (for the
    /// trainer's list of mistakes). Empty ink or ink on one spot is `other` with confidence 1.
    package func networksRecognition(_ strokes: [Stroke]) -> (recognition: ShapeRecognition, accepted: Bool) {
        guard let ink = ShapeFeatures.Ink(strokes) else {
            return (ShapeRecognition(label: .other, confidence: 1), true)
        }
        let recognition = model.recognition(model.probabilities(ShapeFeatures.vector(for: ink)))
        return (recognition, ShapeVerifier.accepts(recognition.label, strokes: ink.strokes))
    }
}
