import AndoraInk

/// A random turn and stretch of a drawing, as different people and a tilted page produce; used to
/// make more training examples from each drawing. A straight line stays one at any angle, so
/// lines turn freely; other shapes turn only a little (an X turned by 45° is a plus).
struct ShapeDistortion {
    var angle: Double
    var stretchX: Double
    var stretchY: Double

    static let maximumAngle = 0.2
    static let stretchRange = 0.8...1.25

    static func random(for label: ShapeLabel, using generator: inout some RandomNumberGenerator) -> ShapeDistortion {
        let limit = label == .line ? Double.pi : maximumAngle
        return ShapeDistortion(
            angle: Double.random(in: -limit...limit, using: &generator),
            stretchX: Double.random(in: stretchRange, using: &generator),
            stretchY: Double.random(in: stretchRange, using: &generator)
        )
    }

    func apply(to strokes: [Stroke]) -> [Stroke] {
        strokes.map { stroke in
            Stroke(stroke.points.map { point in
                InkPoint(x: point.x * stretchX, y: point.y * stretchY, t: point.t)
                    .rotated(by: angle, around: InkPoint(x: 0, y: 0))
            })
        }
    }
}
