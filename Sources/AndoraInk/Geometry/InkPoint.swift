/// One sampled pen position: x points right, y points down (screen convention), t in milliseconds when known.
public struct InkPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double
    /// Milliseconds since the drawing started, or nil when the input device gave no usable clock.
    public var t: Double?

    public init(x: Double, y: Double, t: Double? = nil) {
        self.x = x
        self.y = y
        self.t = t
    }
}
