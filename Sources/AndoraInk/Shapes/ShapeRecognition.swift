/// A recogniser's answer: the label and how sure it is, from 0 to 1.
public struct ShapeRecognition: Sendable, Hashable {
    public var label: ShapeLabel
    public var confidence: Double

    public init(label: ShapeLabel, confidence: Double) {
        self.label = label
        self.confidence = confidence
    }
}
