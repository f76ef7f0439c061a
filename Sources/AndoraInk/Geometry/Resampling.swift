/// Resampling strokes to points equally spaced along the ink, so that drawing speed and device
/// sampling rate do not matter.
package enum Resampling {
    /// `count` points (at least 2) equally spaced along `points`, keeping both ends.
    package static func resample(_ points: [InkPoint], count: Int) -> [InkPoint] {
        guard let first = points.first else { return [] }
        let count = max(count, 2)
        let total = points.pathLength
        guard total > 0 else { return Array(repeating: first, count: count) }
        let spacing = total / Double(count - 1)
        var result = [first]
        result.reserveCapacity(count)
        var carried = 0.0
        var previous = first
        var index = 1
        while index < points.count && result.count < count - 1 {
            let next = points[index]
            let step = previous.distance(to: next)
            if step > 0 && carried + step >= spacing {
                let point = previous.interpolated(to: next, fraction: (spacing - carried) / step)
                result.append(point)
                previous = point
                carried = 0
            } else {
                carried += step
                previous = next
                index += 1
            }
        }
        while result.count < count { result.append(points[points.count - 1]) }
        return result
    }

    /// Resamples several strokes with `total` points in all, shared in proportion to stroke length
    /// (at least 2 points for each stroke), so that the result is equally dense everywhere.
    static func resample(_ strokes: [[InkPoint]], total: Int) -> [[InkPoint]] {
        let lengths = strokes.map { $0.pathLength }
        let inkLength = lengths.reduce(0, +)
        return zip(strokes, lengths).map { points, length in
            let share = inkLength > 0 ? length / inkLength : 1 / Double(strokes.count)
            return resample(points, count: max(2, Int((share * Double(total)).rounded())))
        }
    }
}
