import AndoraInk

/// Made-up stray shapes, generated rather than copied from anywhere, that a recogniser must answer
/// `other` for: zigzags, spirals, squares and triangles, scribbles and a few letters and signs whose
/// strokes could be mistaken for an X (a plus, a Y, a K) or an O.
public enum Doodle: CaseIterable, Sendable {
    case zigzag, spiral, polygon, scribble, letter

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
    ]

    /// One doodle of a random kind, about 100 units across.
    public static func random(using generator: inout some RandomNumberGenerator) -> [Stroke] {
        allCases.randomElement(using: &generator)!.make(using: &generator)
    }

    /// One doodle of this kind, about 100 units across.
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
