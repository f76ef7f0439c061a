import AndoraInk

extension ShapeRecognizer {
    /// One output line of `andora ink classify` for one input line: `LABEL CONFIDENCE` (e.g. `x 0.97`),
    /// or `error REASON` when the line is not a drawing.
    public func classificationLine(forJSONLine line: String) -> String {
        do {
            let sample = try InkSample(jsonLine: line)
            let recognition = recognize(sample.strokes)
            return "\(recognition.label.rawValue) \(DecimalText.fixed(recognition.confidence, decimals: 2))"
        } catch {
            return "error \(error)"
        }
    }

    /// Expected against recognised labels over `shapes`.
    public func confusion(on shapes: [LabelledShape]) -> ConfusionMatrix {
        shapes.reduce(into: ConfusionMatrix()) { matrix, shape in
            matrix.record(expected: shape.label, recognised: recognize(shape.strokes).label)
        }
    }
}
