/// The ink of one pen-down to pen-up movement, in drawing order.
public struct Stroke: Sendable, Hashable {
    public var points: [InkPoint]

    public init(_ points: [InkPoint]) {
        self.points = points
    }

    /// Builds a stroke from `(x, y)` pairs without timestamps (handy for hand-made strokes).
    public init(xy pairs: [(Double, Double)]) {
        self.points = pairs.map { InkPoint(x: $0.0, y: $0.1) }
    }

    /// Path length along the points.
    public var length: Double {
        points.pathLength
    }
}
