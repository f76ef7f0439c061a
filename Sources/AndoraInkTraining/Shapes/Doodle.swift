import AndoraInk

/// Made-up stray shapes, generated rather than copied from anywhere, that a recogniser must answer
/// `other` for: zigzags, spirals, squares and triangles, scribbles and a few letters and signs whose
/// strokes could be mistaken for an X (a plus, a Y, a K) or an O.
public enum Doodle: CaseIterable, Sendable {
    case zigzag, spiral, loop, polygon, scribble, letter

    /// Letters and signs as polylines in a unit square (y down), one array per stroke.
    static let letters: [[[(Double, Double)]]] = [
        [[(0, 0), (0, 1), (0.7, 1)]],                                   // L
        [[(0, 0), (1, 0)], [(0.5, 0), (0.5, 1)]],                       // T
        [[(0, 1), (0, 0), (1, 1), (1, 0)]],                             // N
        [[(0, 0), (1, 0), (0, 1), (1, 1)]],                             // Z
        [[(0, 1), (0, 0), (0.5, 0.6), (1, 0), (1, 1)]],                 // M
        [[(0, 0), (0.25, 1), (0.5, 0.4), (0.75, 1), (1, 0)]],           // W
        [[(0.8, 0), (0, 0), (0, 1), (0.8, 1)], [(0, 0.5), (0.6, 0.5)]], // E
        [[(0, 0), (0, 1)], [(1, 0), (1, 1)], [(0, 0.5), (1, 0.5)]],     // H
        [[(0, 1), (0.5, 0), (1, 1)], [(0.25, 0.55), (0.75, 0.55)]],     // A
        [[(0.5, 0), (0.5, 1)], [(0, 0.5), (1, 0.5)]],                   // +
        [[(0, 0), (0.5, 0.5)], [(1, 0), (0.5, 0.5), (0.5, 1)]],         // Y
        [[(0, 0), (0, 1)], [(0.9, 0), (0, 0.55), (1, 1)]],              // K
        [[(0, 0), (0, 1), (1, 1), (1, 0)]],                             // U, square
        [[(0, 0.2), (0.3, 0), (0.9, 0.1), (0.2, 1), (1, 1)]],           // 2
        [[(0, 0.6), (0.3, 1), (1, 0)]],                                 // check mark
        [[(0, 1), (0.5, 0), (1, 1)]],                                   // caret
        [[(0, 0.5), (1, 0.5)], [(0.7, 0.2), (1, 0.5), (0.7, 0.8)]],     // arrow
        [[(0, 0.5), (1, 0.5), (0.7, 0.2)]],                             // arrow in one stroke
        [[(0.6, 0), (0.3, 0.1), (0.3, 0.4), (0, 0.5), (0.3, 0.6), (0.3, 0.9), (0.6, 1)]], // brace
        [[(0.5, 0), (0.5, 1)], [(0.07, 0.25), (0.93, 0.75)], [(0.93, 0.25), (0.07, 0.75)]], // asterisk
        [[(0.5, 0), (0.5, 0.75)], [(0.5, 0.95), (0.52, 0.97)]],         // exclamation mark
        [[(0.5, 0), (0.8, 1), (0, 0.35), (1, 0.35), (0.2, 1), (0.5, 0)]], // star
    ]

    /// One doodle of a random kind, up to about 140 units across, turned by any angle unless it is a
    /// letter (a plus turned by 45° is an X).
    public static func random(using generator: inout some RandomNumberGenerator) -> [Stroke] {
        let kind = allCases.randomElement(using: &generator)!
        let strokes = kind.make(using: &generator)
        guard kind != .letter else { return strokes }
        let angle = Double.random(in: -Double.pi...Double.pi, using: &generator)
        return strokes.map { Stroke($0.points.map { $0.rotated(by: angle, around: InkPoint(x: 50, y: 50)) }) }
    }

    /// One doodle of this kind, upright, up to about 100 units across.
    public func make(using generator: inout some RandomNumberGenerator) -> [Stroke] {
        let width = 100 * Double.random(in: 0.5...1, using: &generator)
        let height = 100 * Double.random(in: 0.5...1, using: &generator)
        func wobbly(_ x: Double, _ y: Double) -> InkPoint {
            InkPoint(x: (x + Double.random(in: -0.05...0.05, using: &generator)) * width,
                     y: (y + Double.random(in: -0.05...0.05, using: &generator)) * height)
        }
        switch self {
        case .zigzag:
            let corners = Int.random(in: 4...8, using: &generator)
            return [Stroke((0..<corners).map { wobbly(Double($0) / Double(corners - 1), Double($0 % 2)) })]
        case .spiral:
            let turns = Double.random(in: 2...3.5, using: &generator)
            let inner = Double.random(in: 0...0.15, using: &generator)
            let count = Int(turns * 24)
            return [Stroke((0...count).map { step in
                let fraction = Double(step) / Double(count)
                let radius = 0.5 * (inner + (1 - inner) * fraction)
                let angle = 2 * Double.pi * turns * fraction
                return InkPoint(x: (0.5 + radius * cosine(angle)) * width, y: (0.5 + radius * sine(angle)) * height)
            })]
        case .loop:
            let size = Double.random(in: 0.25...0.4, using: &generator)
            return [Stroke((0...40).map { step in
                let along = Double(step) / 40 - 0.5
                return InkPoint(x: (0.5 + along - size * sine(2 * Double.pi * along)) * width,
                                y: (0.5 + size * cosine(2 * Double.pi * along)) * height)
            })]
        case .polygon:
            let sides = Int.random(in: 3...5, using: &generator)
            let corners = (0...sides).map { side in
                let angle = 2 * Double.pi * Double(side % sides) / Double(sides)
                return wobbly(0.5 + 0.5 * cosine(angle), 0.5 + 0.5 * sine(angle))
            }
            guard Bool.random(using: &generator) else { return [Stroke(corners)] }
            return zip(corners, corners.dropFirst()).map { Stroke([$0, $1]) }
        case .scribble:
            return [Stroke((0..<Int.random(in: 8...16, using: &generator)).map { _ in
                wobbly(Double.random(in: 0...1, using: &generator), Double.random(in: 0...1, using: &generator))
            })]
        case .letter:
            return Self.letters.randomElement(using: &generator)!.map { stroke in Stroke(stroke.map { wobbly($0.0, $0.1) }) }
        }
    }
}
