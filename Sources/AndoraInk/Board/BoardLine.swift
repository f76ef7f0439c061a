/// A stroke accepted as one of the four lines of a hand-drawn board, straightened to the segment that
/// best fits its ink.
public struct BoardLine: Sendable, Hashable {
    public enum Orientation: Sendable, Hashable {
        case vertical
        case horizontal
    }

    public var orientation: Orientation
    /// The top end of a vertical line, the left end of a horizontal one.
    public var start: InkPoint
    /// The bottom end of a vertical line, the right end of a horizontal one.
    public var end: InkPoint

    public init(orientation: Orientation, start: InkPoint, end: InkPoint) {
        self.orientation = orientation
        self.start = start
        self.end = end
    }

    public var length: Double { start.distance(to: end) }
    var midpoint: InkPoint { start.interpolated(to: end, fraction: 0.5) }
    /// Unit vector from `start` to `end`.
    var direction: InkPoint { (end - start) * (1 / length) }

    /// Where the infinite lines through `self` and `other` meet, as fractions along each segment
    /// (0 at `start`, 1 at `end`), or nil for parallel lines.
    func crossing(with other: BoardLine) -> (alongSelf: Double, alongOther: Double, point: InkPoint)? {
        let ownSpan = end - start
        let otherSpan = other.end - other.start
        let denominator = ownSpan.cross(otherSpan)
        guard denominator != 0 else { return nil }
        let offset = other.start - start
        let alongSelf = offset.cross(otherSpan) / denominator
        let alongOther = offset.cross(ownSpan) / denominator
        return (alongSelf, alongOther, start.interpolated(to: end, fraction: alongSelf))
    }

    /// Distance from `point` to the infinite line through this segment.
    func distance(to point: InkPoint) -> Double {
        abs(direction.cross(point - start))
    }
}
