/// Turns one to a few strokes into a fixed-length vector of numbers that do not depend on position,
/// size, stroke order or stroke direction: a coarse picture of the ink split by line orientation
/// (after Ouyang and Davis' image-based sketch features), plus hand-made measures such as closure,
/// straightness, turning, corners and crossings.
package enum ShapeFeatures {
    /// Side of the square grid the ink is drawn into.
    static let gridSide = 8
    /// Orientation channels (0°, 45°, 90°, 135°) plus one channel for stroke ends.
    static let channelCount = 5
    /// Points the whole drawing is resampled to.
    static let resampledPointCount = 64
    /// Strokes are counted up to this many; more count as this many.
    static let maximumCountedStrokes = 4
    static let measureCount = 23
    package static let count = channelCount * gridSide * gridSide + maximumCountedStrokes + measureCount

    /// The feature vector, or nil when there is no ink or it all lies on one spot (points that are not
    /// finite numbers are ignored).
    package static func vector(for strokes: [Stroke]) -> [Double]? {
        Ink(strokes).map(vector)
    }

    /// The drawing resampled into a unit box around the origin, as the features see it.
    struct Ink {
        var strokes: [[InkPoint]]
        /// How many strokes were drawn (some may be too short to keep points after resampling).
        var drawnStrokes: Int
        /// The bounding box's shorter side over its longer one.
        var aspect: Double

        /// Nil when there is no ink or it all lies on one spot.
        init?(_ strokes: [Stroke]) {
            let inked = strokes.map { $0.points.filter { $0.x.isFinite && $0.y.isFinite } }.filter { !$0.isEmpty }
            guard let box = BoundingBox(inked.joined()) else { return nil }
            let size = max(box.width, box.height)
            guard size > 0, size.isFinite else { return nil }
            let center = box.center
            let normalised = inked.map { stroke in stroke.map { ($0 - center) * (1 / size) } }
            self.strokes = Resampling.resample(normalised, total: resampledPointCount)
            drawnStrokes = inked.count
            aspect = min(box.width, box.height) / size
        }
    }

    /// The feature vector of a prepared drawing.
    static func vector(for ink: Ink) -> [Double] {
        var vector = OrientationImage(strokes: ink.strokes, side: gridSide).values
        vector.reserveCapacity(count)
        let strokeCount = min(ink.drawnStrokes, maximumCountedStrokes)
        vector += (1...maximumCountedStrokes).map { $0 == strokeCount ? 1 : 0 }
        vector += ShapeMeasures(strokes: ink.strokes, aspect: ink.aspect).values
        return vector
    }
}
