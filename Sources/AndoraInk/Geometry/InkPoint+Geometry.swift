/// Plane vector arithmetic; the time stamp is dropped.
extension InkPoint {
    public static func + (lhs: InkPoint, rhs: InkPoint) -> InkPoint { InkPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    public static func - (lhs: InkPoint, rhs: InkPoint) -> InkPoint { InkPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    public static func * (point: InkPoint, factor: Double) -> InkPoint { InkPoint(x: point.x * factor, y: point.y * factor) }

    /// Euclidean distance, ignoring time.
    public func distance(to other: InkPoint) -> Double { (self - other).length }

    var length: Double { (x * x + y * y).squareRoot() }

    func dot(_ other: InkPoint) -> Double { x * other.x + y * other.y }

    /// The z component of the 2-D cross product: positive when `other` turns clockwise on screen (y down).
    func cross(_ other: InkPoint) -> Double { x * other.y - y * other.x }

    /// The point a fraction `fraction` of the way to `other`.
    func interpolated(to other: InkPoint, fraction: Double) -> InkPoint {
        InkPoint(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction)
    }
}
