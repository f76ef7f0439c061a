import AndoraInk

/// A drawing with the label a recogniser should give it.
public struct LabelledShape: Sendable {
    public var strokes: [Stroke]
    public var label: ShapeLabel

    public init(strokes: [Stroke], label: ShapeLabel) {
        self.strokes = strokes
        self.label = label
    }
}
