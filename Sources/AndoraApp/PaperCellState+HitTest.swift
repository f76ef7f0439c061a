import AndoraInk

extension PaperCellState {
    /// Whether a page point lies inside the square (even-odd rule, so any simple quadrilateral works).
    public func contains(_ point: InkPoint) -> Bool {
        var inside = false
        for (a, b) in zip(corners, corners.dropFirst() + corners.prefix(1)) where (a.y > point.y) != (b.y > point.y) {
            let crossingX = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
            if point.x < crossingX { inside.toggle() }
        }
        return inside
    }
}
