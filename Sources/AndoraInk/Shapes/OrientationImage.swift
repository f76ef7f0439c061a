/// A small blurred picture of the ink with one channel per line orientation (0°, 45°, 90°, 135°,
/// blended linearly, so direction of drawing does not matter) and one channel for stroke ends.
/// Points are expected within [-0.5, 0.5] on both axes.
struct OrientationImage {
    private(set) var values: [Double]
    private let side: Int

    init(strokes: [[InkPoint]], side: Int) {
        self.side = side
        values = Array(repeating: 0, count: ShapeFeatures.channelCount * side * side)
        let pointCount = Double(strokes.reduce(0) { $0 + $1.count })
        for stroke in strokes {
            for index in stroke.indices {
                let before = stroke[max(index - 1, 0)]
                let after = stroke[min(index + 1, stroke.count - 1)]
                let weights = Self.orientationWeights(after - before)
                for channel in 0..<4 where weights[channel] > 0 {
                    deposit(at: stroke[index], channel: channel, weight: weights[channel] / pointCount)
                }
            }
            deposit(at: stroke[0], channel: Self.endChannel, weight: 1 / Double(strokes.count))
            deposit(at: stroke[stroke.count - 1], channel: Self.endChannel, weight: 1 / Double(strokes.count))
        }
        blur()
    }

    /// The channel of stroke ends, after the four orientations.
    private static let endChannel = 4

    /// Shares a direction between the four orientation channels by its doubled angle, which maps a
    /// direction and its reverse to the same place.
    private static func orientationWeights(_ direction: InkPoint) -> SIMD4<Double> {
        let squaredLength = direction.dot(direction)
        guard squaredLength > 0 else { return .zero }
        let cosDouble = (direction.x * direction.x - direction.y * direction.y) / squaredLength
        let sinDouble = 2 * direction.x * direction.y / squaredLength
        let total = abs(cosDouble) + abs(sinDouble)
        return SIMD4(max(cosDouble, 0), max(sinDouble, 0), max(-cosDouble, 0), max(-sinDouble, 0)) / total
    }

    /// Adds `weight` to `channel` at `point`, spread bilinearly over the four nearest grid cells.
    private mutating func deposit(at point: InkPoint, channel: Int, weight: Double) {
        let gridX = min(max((point.x + 0.5) * Double(side) - 0.5, 0), Double(side - 1))
        let gridY = min(max((point.y + 0.5) * Double(side) - 0.5, 0), Double(side - 1))
        let column = min(Int(gridX), side - 2)
        let row = min(Int(gridY), side - 2)
        let fractionX = gridX - Double(column)
        let fractionY = gridY - Double(row)
        let top = (channel * side + row) * side + column
        values[top] += weight * ((1 - fractionX) * (1 - fractionY))
        values[top + 1] += weight * (fractionX * (1 - fractionY))
        values[top + side] += weight * ((1 - fractionX) * fractionY)
        values[top + side + 1] += weight * (fractionX * fractionY)
    }

    /// A 3×3 binomial blur in each channel, so that small shifts of the ink change the picture little.
    private mutating func blur() {
        let kernel = [1.0, 2.0, 1.0]
        var blurred = values
        for channel in 0..<ShapeFeatures.channelCount {
            for row in 0..<side {
                for column in 0..<side {
                    var sum = 0.0
                    var weightSum = 0.0
                    for dy in -1...1 {
                        for dx in -1...1 {
                            let r = row + dy, c = column + dx
                            guard (0..<side).contains(r), (0..<side).contains(c) else { continue }
                            let weight = kernel[dy + 1] * kernel[dx + 1]
                            sum += values[(channel * side + r) * side + c] * weight
                            weightSum += weight
                        }
                    }
                    blurred[(channel * side + row) * side + column] = sum / weightSum
                }
            }
        }
        values = blurred
    }
}
