extension InkSample {
    /// The drawing with its expected label, or nil when the sample has no known label.
    public var labelledShape: LabelledShape? {
        guard let label, let shapeLabel = ShapeLabel(rawValue: label) else { return nil }
        return LabelledShape(strokes: strokes, label: shapeLabel)
    }

    /// Whether this sample may train the model evaluated on `part` (see `SubjectSplit`).
    public func trains(for part: SubjectSplit) -> Bool {
        part.trains(source: source ?? "", subject: subject ?? "")
    }

    /// Whether this sample belongs to the evaluation `part`.
    public func tests(part: SubjectSplit) -> Bool {
        part.tests(source: source ?? "", subject: subject ?? "")
    }
}
