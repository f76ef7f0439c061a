/// A random turn, stretch and mirroring of a drawing, as different people and a tilted page produce;
/// used to make more training examples from each drawing. A straight line stays one at any angle, so
/// lines turn freely; other shapes turn only a little (an X turned by 45° is a plus). Mirroring keeps
/// every label: a mirrored X, O or line is one still, and a mirrored other shape is none of them.
struct ShapeDistortion {
    var angle: Double
    var stretchX: Double
    var stretchY: Double
    var mirrorX: Bool
    var mirrorY: Bool

    static let maximumAngle = 0.2
    static let stretchRange = 0.8...1.25

    static func random(for label: ShapeLabel, using generator: inout some RandomNumberGenerator) -> ShapeDistortion {
        let limit = label == .line ? Double.pi : maximumAngle
        return ShapeDistortion(
            angle: Double.random(in: -limit...limit, using: &generator),
            stretchX: Double.random(in: stretchRange, using: &generator),
            stretchY: Double.random(in: stretchRange, using: &generator),
            mirrorX: Bool.random(using: &generator),
            mirrorY: Bool.random(using: &generator)
        )
    }

    func apply(to strokes: [Stroke]) -> [Stroke] {
        let scaleX = mirrorX ? -stretchX : stretchX
        let scaleY = mirrorY ? -stretchY : stretchY
        return strokes.map { stroke in
            Stroke(stroke.points.map { point in
                InkPoint(x: point.x * scaleX, y: point.y * scaleY, t: point.t).rotated(by: angle, around: InkPoint(x: 0, y: 0))
            })
        }
    }
}
