import AndoraInk

/// Made-up X and O, generated rather than copied from anywhere, in the ways people and devices vary
/// them: narrow, wide and tilted rings left open or run past their start, begun with an inward hook
/// or drawn in two strokes, bumpy, sampled sparsely or densely; X of two bowed strokes crossing at
/// various angles, drawn in either order and direction, or in one stroke. Trained on beside the
/// real drawings (`andora ink train --marks N`), they widen what the networks take for a sign beyond
/// the few hands of the training sources.
public enum MadeUpMark {
    /// An X or an O (as `label` says), up to 100 units across.
    public static func random(_ label: ShapeLabel, using generator: inout some RandomNumberGenerator) -> [Stroke] {
        label == .o ? ring(using: &generator) : cross(using: &generator)
    }

    private static func ring(using generator: inout some RandomNumberGenerator) -> [Stroke] {
        let aspect = Double.random(in: 0.45...1, using: &generator)
        let (radiusX, radiusY) = Bool.random(using: &generator) ? (50, 50 * aspect) : (50 * aspect, 50)
        let tilt = Double.random(in: -0.6...0.6, using: &generator)
        let start = Double.random(in: 0..<(2 * Double.pi), using: &generator)
        let sweep = 2 * Double.pi * Double.random(in: 0.85...1.2, using: &generator) * (Bool.random(using: &generator) ? 1 : -1)
        let bumps = (2...3).map { harmonic in
            (harmonic: Double(harmonic), size: Double.random(in: 0...0.08, using: &generator),
             phase: Double.random(in: 0..<(2 * Double.pi), using: &generator))
        }
        let count = Int.random(in: 12...80, using: &generator)
        let centre = InkPoint(x: 50, y: 50)
        var points = (0...count).map { step in
            let angle = start + sweep * Double(step) / Double(count)
            let radius = 1 + bumps.reduce(0) { $0 + $1.size * cosine($1.harmonic * angle + $1.phase) }
            return InkPoint(x: 50 + radiusX * radius * cosine(angle), y: 50 + radiusY * radius * sine(angle))
                .rotated(by: tilt, around: centre)
        }
        if Double.random(in: 0..<1, using: &generator) < 0.3 {
            // The pen lands inside the ring and hooks out to it.
            let reach = Double.random(in: 0.1...0.3, using: &generator)
            points.insert(points[0] + (centre - points[0]) * reach, at: 0)
        }
        if Double.random(in: 0..<1, using: &generator) < 0.1 {
            let cut = Int.random(in: (count / 3)...(2 * count / 3), using: &generator)
            return [Stroke(Array(points[...cut])), Stroke(Array(points[cut...]))]
        }
        return [Stroke(points)]
    }

    private static func cross(using generator: inout some RandomNumberGenerator) -> [Stroke] {
        let width = 100 * Double.random(in: 0.6...1, using: &generator)
        let height = 100 * Double.random(in: 0.6...1, using: &generator)
        func corner(_ x: Double, _ y: Double) -> InkPoint {
            InkPoint(x: (x + Double.random(in: -0.12...0.12, using: &generator)) * width,
                     y: (y + Double.random(in: -0.12...0.12, using: &generator)) * height)
        }
        var strokes = [(corner(0, 0), corner(1, 1)), (corner(1, 0), corner(0, 1))].map { ends in
            let (from, to) = Bool.random(using: &generator) ? ends : (ends.1, ends.0)
            let bow = Double.random(in: -0.12...0.12, using: &generator)
            let across = InkPoint(x: from.y - to.y, y: to.x - from.x)
            let count = Int.random(in: 5...30, using: &generator)
            return (0...count).map { step in
                let along = Double(step) / Double(count)
                return from + (to - from) * along + across * (bow * 4 * along * (1 - along))
            }
        }
        if Bool.random(using: &generator) { strokes.reverse() }
        if Double.random(in: 0..<1, using: &generator) < 0.15 {
            return [Stroke(strokes[0] + strokes[1])]  // without lifting the pen
        }
        return strokes.map(Stroke.init)
    }
}
