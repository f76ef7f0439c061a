extension Array where Element == InkPoint {
    /// Whether the polygon with these corners, in order, encloses `point` (an even-odd test, so any
    /// simple quadrilateral works).
    public func encloses(_ point: InkPoint) -> Bool {
        var inside = false
        for (a, b) in zip(self, dropFirst() + prefix(1)) where (a.y > point.y) != (b.y > point.y) {
            let crossingX = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
            if point.x < crossingX { inside.toggle() }
        }
        return inside
    }
}
