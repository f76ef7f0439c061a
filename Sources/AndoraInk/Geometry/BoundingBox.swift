/// The smallest axis-aligned rectangle holding a set of points.
struct BoundingBox: Sendable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    init?(_ points: some Sequence<InkPoint>) {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        minX = first.x; maxX = first.x; minY = first.y; maxY = first.y
        while let point = iterator.next() {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
    }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }
    var center: InkPoint { InkPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }
}
