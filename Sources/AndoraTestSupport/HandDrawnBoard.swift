import AndoraInk

/// The four strokes of a tic-tac-toe board drawn the way a person might: lines at chosen places,
/// overshooting the crossings, the whole board turned, each line wobbling and drawn in either direction.
public struct HandDrawnBoard: Sendable {
    /// x of the left and right vertical lines before turning.
    public var verticalXs: [Double] = [100, 200]
    /// y of the top and bottom horizontal lines before turning.
    public var horizontalYs: [Double] = [100, 200]
    /// How far each line runs past the outer crossings.
    public var overshoot = 60.0
    /// Turn of the whole board about its centre, in radians (positive is clockwise on screen).
    public var rotation = 0.0
    /// Largest sideways jitter of each ink point.
    public var wobble = 0.0
    /// Points per stroke.
    public var pointCount = 30

    public init() {}

    /// The turned centre of the cell in `row` and `column` (0...2 from the top left), for placing shapes.
    public func cellCenter(row: Int, column: Int) -> InkPoint {
        let xs = [verticalXs[0] - overshoot / 2, (verticalXs[0] + verticalXs[1]) / 2, verticalXs[1] + overshoot / 2]
        let ys = [horizontalYs[0] - overshoot / 2, (horizontalYs[0] + horizontalYs[1]) / 2, horizontalYs[1] + overshoot / 2]
        return turned(InkPoint(x: xs[column], y: ys[row]))
    }

    /// Where vertical line `column` (0 left, 1 right) crosses horizontal line `row` (0 top, 1 bottom).
    public func crossing(row: Int, column: Int) -> InkPoint {
        turned(InkPoint(x: verticalXs[column], y: horizontalYs[row]))
    }

    /// Left vertical, right vertical, top horizontal, bottom horizontal; `reversed[i]` draws stroke i
    /// from its far end.
    public func strokes(reversed: [Bool] = [false, false, false, false], using generator: inout some RandomNumberGenerator) -> [Stroke] {
        let top = horizontalYs[0] - overshoot, bottom = horizontalYs[1] + overshoot
        let left = verticalXs[0] - overshoot, right = verticalXs[1] + overshoot
        let ends = verticalXs.map { (InkPoint(x: $0, y: top), InkPoint(x: $0, y: bottom)) }
            + horizontalYs.map { (InkPoint(x: left, y: $0), InkPoint(x: right, y: $0)) }
        return zip(ends, reversed).map { ends, isReversed in
            let (from, to) = isReversed ? (ends.1, ends.0) : ends
            return line(from: from, to: to, using: &generator)
        }
    }

    /// A wobbly straight stroke, turned with the board.
    public func line(from start: InkPoint, to end: InkPoint, using generator: inout some RandomNumberGenerator) -> Stroke {
        let along = end - start
        let length = start.distance(to: end)
        let normal = InkPoint(x: -along.y / length, y: along.x / length)
        return Stroke((0..<pointCount).map { index in
            let fraction = Double(index) / Double(pointCount - 1)
            let jitter = wobble > 0 ? Double.random(in: -wobble...wobble, using: &generator) : 0
            let point = InkPoint(x: start.x + along.x * fraction + normal.x * jitter, y: start.y + along.y * fraction + normal.y * jitter)
            return turned(point)
        })
    }

    private var center: InkPoint {
        InkPoint(x: (verticalXs[0] + verticalXs[1]) / 2, y: (horizontalYs[0] + horizontalYs[1]) / 2)
    }

    private func turned(_ point: InkPoint) -> InkPoint {
        point.rotated(by: rotation, around: center)
    }
}
