import AndoraInk

extension InkSample {
    /// The drawing with its expected label, or nil when the sample has no known label.
    public var labelledShape: LabelledShape? {
        guard let label, let shapeLabel = ShapeLabel(rawValue: label) else { return nil }
        return LabelledShape(strokes: strokes, label: shapeLabel)
    }

    /// Whether the person who drew this is kept out of training and tuning (see `SubjectSplit`).
    public var isHeldOut: Bool {
        SubjectSplit.isHeldOut(source: source ?? "", subject: subject ?? "")
    }

    /// The cross-validation fold of a sample that is not held out.
    public var fold: Int {
        SubjectSplit.fold(source: source ?? "", subject: subject ?? "")
    }
}
