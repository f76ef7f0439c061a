/// Measures of a path through points, in drawing order: a stroke or a stretch of one.
extension BidirectionalCollection where Element == InkPoint {
    /// Path length along the points.
    var pathLength: Double {
        zip(self, dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// Distance between the ends over path length: 1 for a straight path, near 0 for a closed one
    /// (1 for a path of no length).
    var straightness: Double {
        let length = pathLength
        guard length > 0, let first, let last else { return 1 }
        return first.distance(to: last) / length
    }
}
