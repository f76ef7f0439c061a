/// The direction of greatest spread of a point set (principal component analysis in 2-D).
struct PrincipalAxis: Sendable {
    /// Mean of the points.
    var centroid: InkPoint
    /// Unit vector along the greatest spread.
    var direction: InkPoint
    /// Variance along `direction` and across it.
    var majorVariance: Double
    var minorVariance: Double

    init?(_ points: [InkPoint]) {
        guard !points.isEmpty else { return nil }
        let count = Double(points.count)
        let centroid = points.reduce(InkPoint(x: 0, y: 0), +) * (1 / count)
        var xx = 0.0, xy = 0.0, yy = 0.0
        for point in points {
            let d = point - centroid
            xx += d.x * d.x; xy += d.x * d.y; yy += d.y * d.y
        }
        xx /= count; xy /= count; yy /= count
        let halfTrace = (xx + yy) / 2
        let spread = (((xx - yy) / 2) * ((xx - yy) / 2) + xy * xy).squareRoot()
        let angle = 0.5 * arcTangent(2 * xy, xx - yy)
        self.centroid = centroid
        self.direction = InkPoint(x: cosine(angle), y: sine(angle))
        self.majorVariance = halfTrace + spread
        self.minorVariance = max(0, halfTrace - spread)
    }
}
