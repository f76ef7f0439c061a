/// Hand-made measures of a drawing whose strokes are resampled and scaled into a unit box, each
/// chosen to tell X, O and lines apart from other shapes whatever the size, order and direction.
struct ShapeMeasures {
    private(set) var values: [Double] = []

    /// A turn sharper than this (radians) over a few points is the pen going back on itself.
    private static let reversalAngle = Double.pi * 3 / 4
    /// Strokes shorter than this (in units of the drawing's size) are dots.
    private static let dotLength = 0.1
    /// Counts of corners and crossings are capped so that scribbles do not dominate.
    private static let countCap = 4.0

    init(strokes: [[InkPoint]], aspect: Double) {
        let lengths = strokes.map { $0.pathLength }
        let inkLength = lengths.reduce(0, +)
        let byLength = strokes.indices.sorted { lengths[$0] > lengths[$1] }
        let longest = strokes[byLength[0]]
        let all = Array(strokes.joined())
        let axis = PrincipalAxis(all)!
        let turns = strokes.map(Self.turningAngles)
        let crossings = Self.crossings(strokes)

        values.append(aspect)
        values.append(naturalLogarithm(1 + inkLength))
        values.append(longest.straightness)
        values.append(strokes.map { $0.straightness }.min()!)
        values.append(Self.closure(longest))
        // Total turning (a circle turns once, a zigzag a lot) and net turning per stroke.
        values.append(turns.joined().reduce(0) { $0 + abs($1) } / (2 * .pi))
        values.append(turns.reduce(0) { $0 + abs($1.reduce(0, +)) } / (2 * .pi))
        values.append(Self.capped(strokes.reduce(0) { $0 + $1.corners().count }))
        values.append(Self.capped(strokes.reduce(0) { $0 + $1.corners(sharperThan: Self.reversalAngle).count }))
        values.append(Self.capped(crossings.filter { $0.sameStroke }.count))
        values.append(Self.capped(crossings.filter { !$0.sameStroke }.count))
        values.append(contentsOf: Self.radialSpread(all, center: axis.centroid))
        // How thin the ink is across its main direction, the longest stroke's share of the ink, and
        // the main direction as a doubled angle (the same for both ways along it).
        values.append((axis.minorVariance / max(axis.majorVariance, .leastNonzeroMagnitude)).squareRoot())
        values.append(inkLength > 0 ? lengths[byLength[0]] / inkLength : 1)
        values.append(axis.direction.x * axis.direction.x - axis.direction.y * axis.direction.y)
        values.append(2 * axis.direction.x * axis.direction.y)
        values.append(Double(lengths.filter { $0 < Self.dotLength }.count) / Double(strokes.count))
        values.append(contentsOf: Self.pairMeasures(strokes, byLength: byLength, crossings: crossings))
        // An X crosses near its centre.
        values.append(crossings.map { $0.point.distance(to: InkPoint(x: 0, y: 0)) }.min() ?? 1)
        values.append(Self.radialSpread(Self.stretchedToSquare(all), center: InkPoint(x: 0, y: 0))[0])
        values.append(Self.turnConcentration(Array(turns.joined())))
    }

    private static func capped(_ count: Int) -> Double { min(Double(count), countCap) / countCap }

    /// Gap between the ends over the stroke's own size: near 0 when the stroke closes on itself.
    private static func closure(_ points: [InkPoint]) -> Double {
        guard let box = BoundingBox(points) else { return 1 }
        let size = max(box.width, box.height)
        return size > 0 ? points[0].distance(to: points[points.count - 1]) / size : 1
    }

    /// Signed turn (radians) at each inner point.
    private static func turningAngles(_ points: [InkPoint]) -> [Double] {
        guard points.count > 2 else { return [] }
        return (1..<points.count - 1).map { index in
            let incoming = points[index] - points[index - 1]
            let outgoing = points[index + 1] - points[index]
            return arcTangent(incoming.cross(outgoing), incoming.dot(outgoing))
        }
    }

    /// Spread of the distance from the centre: small for circles. Returns the relative spread and the mean.
    private static func radialSpread(_ points: [InkPoint], center: InkPoint) -> [Double] {
        let radii = points.map { $0.distance(to: center) }
        let mean = radii.reduce(0, +) / Double(radii.count)
        let variance = radii.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(radii.count)
        return [mean > 0 ? variance.squareRoot() / mean : 0, mean]
    }

    /// The points stretched so that their bounding box is the unit square around the origin: an
    /// ellipse becomes a circle.
    private static func stretchedToSquare(_ points: [InkPoint]) -> [InkPoint] {
        guard let box = BoundingBox(points) else { return points }
        let center = box.center
        return points.map { point in
            InkPoint(x: box.width > 0 ? (point.x - center.x) / box.width : 0, y: box.height > 0 ? (point.y - center.y) / box.height : 0)
        }
    }

    /// Share of all turning done at the sharpest quarter of the points: low for a circle's even
    /// bend, high for a polygon's corners.
    private static func turnConcentration(_ turns: [Double]) -> Double {
        let sharpestFirst = turns.map(abs).sorted(by: >)
        let total = sharpestFirst.reduce(0, +)
        guard total > 0 else { return 0 }
        return sharpestFirst.prefix(max(1, sharpestFirst.count / 4)).reduce(0, +) / total
    }

    /// For the two longest strokes: how perpendicular they are, and how close to both middles they cross.
    private static func pairMeasures(_ strokes: [[InkPoint]], byLength: [Int], crossings: [Crossing]) -> [Double] {
        guard byLength.count > 1 else { return [0, 0] }
        let first = byLength[0], second = byLength[1]
        guard let axisA = PrincipalAxis(strokes[first]), let axisB = PrincipalAxis(strokes[second]) else { return [0, 0] }
        let perpendicularity = abs(axisA.direction.cross(axisB.direction))
        let centrality = crossings
            .filter { Set([$0.strokeA, $0.strokeB]) == Set([first, second]) }
            .map { 1 - abs($0.fractionA - 0.5) - abs($0.fractionB - 0.5) }
            .max() ?? 0
        return [perpendicularity, centrality]
    }

    /// A place where the ink crosses itself or another stroke.
    struct Crossing {
        var strokeA: Int
        var strokeB: Int
        /// Fractions along each stroke's point sequence.
        var fractionA: Double
        var fractionB: Double
        var point: InkPoint
        var sameStroke: Bool { strokeA == strokeB }
    }

    /// Every crossing between segments that are not neighbours on the same stroke: segments of one
    /// stroke count only if at least `apart` segments lie between their starts, and segments nearer
    /// to parallel than `minimumSine` not at all (``SegmentIntersection/fractions(_:_:_:_:minimumSine:)``).
    /// Stops at `limit` crossings found.
    static func crossings(_ strokes: [[InkPoint]], apart: Int = 2, minimumSine: Double = 0, limit: Int = .max) -> [Crossing] {
        let segments = strokes.enumerated().flatMap { stroke, points in
            points.indices.dropLast().map { (stroke: stroke, index: $0, count: points.count - 1) }
        }
        var found: [Crossing] = []
        for (position, a) in segments.enumerated() {
            let pointsA = strokes[a.stroke]
            for b in segments[(position + 1)...] where b.stroke != a.stroke || b.index >= a.index + apart {
                let pointsB = strokes[b.stroke]
                guard let hit = SegmentIntersection.fractions(
                    pointsA[a.index], pointsA[a.index + 1], pointsB[b.index], pointsB[b.index + 1], minimumSine: minimumSine
                ) else { continue }
                let point = pointsA[a.index].interpolated(to: pointsA[a.index + 1], fraction: hit.a)
                found.append(Crossing(
                    strokeA: a.stroke, strokeB: b.stroke,
                    fractionA: (Double(a.index) + hit.a) / Double(a.count),
                    fractionB: (Double(b.index) + hit.b) / Double(b.count),
                    point: point
                ))
                if found.count == limit { return found }
            }
        }
        return found
    }
}
