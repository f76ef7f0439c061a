import AndoraInk

/// A point on the pencil & paper page: x to the right, y down, in the front end's page units;
/// `t` in milliseconds when the device gives a clock. JSON: `[x, y, t]`, `t` may be `null` or left out.
public struct PagePoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var t: Double?

    public init(x: Double, y: Double, t: Double? = nil) {
        self.x = x
        self.y = y
        self.t = t
    }

    init(_ point: InkPoint) {
        self.init(x: point.x, y: point.y, t: point.t)
    }

    var inkPoint: InkPoint {
        InkPoint(x: x, y: y, t: t)
    }
}

extension Stroke {
    /// The stroke as JSON-ready page points.
    var pagePoints: [PagePoint] {
        points.map(PagePoint.init)
    }
}
