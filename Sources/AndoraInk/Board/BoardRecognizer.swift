/// Builds a board from four hand-drawn strokes, one at a time and in any order: two roughly vertical
/// and two roughly horizontal lines that cross each other. Wobble, slant, uneven spacing, overshoot
/// and a little undershoot are accepted; a stroke that cannot be a board line is rejected with a reason.
public struct BoardRecognizer: Sendable {
    /// How forgiving the recogniser is with hand-drawn lines.
    public struct Tolerances: Sendable, Hashable {
        /// Shortest line, in the strokes' units (screen points).
        public var minimumLength = 40.0
        /// Largest distance of the ink from its fitted straight line, as a share of the line's length.
        public var maximumDeviation = 0.12
        /// Longest ink path, as a multiple of the fitted line's length (rejects scribbles along a line).
        public var maximumPathRatio = 1.35
        /// Largest tilt from vertical or horizontal, in radians (30°: a board turned by 15° plus wobble).
        public var maximumTilt = Double.pi / 6
        /// Least distance between the two lines of one direction, as a share of their mean length.
        public var minimumSpacing = 0.15
        /// How far short of a crossing line a line may stop, as a share of its length.
        public var reach = 0.15

        public init() {}
    }

    public let tolerances: Tolerances
    /// The accepted lines, in drawing order.
    public private(set) var lines: [BoardLine] = []

    public init(tolerances: Tolerances = Tolerances()) {
        self.tolerances = tolerances
    }

    /// The board once four lines are accepted.
    public var board: Board? {
        lines.count == 4 ? Board(lines: lines) : nil
    }

    /// Offers `stroke` as the next line; accepted lines are kept, rejected strokes change nothing.
    public mutating func add(_ stroke: Stroke) -> LineAddition {
        switch line(from: stroke) {
        case .success(let line):
            lines.append(line)
            return .accepted(line, number: lines.count)
        case .failure(let rejection):
            return .rejected(rejection)
        }
    }

    /// The board line `stroke` would be, checked against the lines accepted so far.
    public func line(from stroke: Stroke) -> Result<BoardLine, LineRejection> {
        guard lines.count < 4 else { return .failure(.boardComplete) }
        let line: BoardLine
        switch straightened(stroke) {
        case .success(let straight): line = straight
        case .failure(let rejection): return .failure(rejection)
        }
        let parallels = lines.filter { $0.orientation == line.orientation }
        let crossingLines = lines.filter { $0.orientation != line.orientation }
        if parallels.count == 2 {
            return .failure(line.orientation == .vertical ? .extraVertical : .extraHorizontal)
        }
        for parallel in parallels {
            if let crossing = line.crossing(with: parallel), (0...1).contains(crossing.alongSelf), (0...1).contains(crossing.alongOther) {
                return .failure(.crossesParallelLine)
            }
            let meanLength = (line.length + parallel.length) / 2
            if parallel.distance(to: line.midpoint) < tolerances.minimumSpacing * meanLength {
                return .failure(.tooCloseToParallelLine)
            }
        }
        let reachable = -tolerances.reach...(1 + tolerances.reach)
        for other in crossingLines {
            guard let crossing = line.crossing(with: other),
                  reachable.contains(crossing.alongSelf), reachable.contains(crossing.alongOther)
            else { return .failure(.missesCrossingLine) }
        }
        return .success(line)
    }

    /// The straight segment fitting `stroke`, oriented top-down or left-right, if the stroke is a usable line.
    private func straightened(_ stroke: Stroke) -> Result<BoardLine, LineRejection> {
        guard let axis = PrincipalAxis(stroke.points) else { return .failure(.tooShort) }
        let offsets = stroke.points.map { ($0 - axis.centroid).dot(axis.direction) }
        let first = axis.centroid + axis.direction * offsets.min()!
        let last = axis.centroid + axis.direction * offsets.max()!
        let length = first.distance(to: last)
        guard length >= tolerances.minimumLength else { return .failure(.tooShort) }
        let deviation = stroke.points.map { abs(axis.direction.cross($0 - axis.centroid)) }.max()!
        guard deviation <= tolerances.maximumDeviation * length, stroke.length <= tolerances.maximumPathRatio * length else {
            return .failure(.notStraight)
        }
        let tilt = InkPoint(x: abs(axis.direction.x), y: abs(axis.direction.y))
        let tiltFromHorizontal = arcTangent(tilt.y, tilt.x)
        if tiltFromHorizontal <= tolerances.maximumTilt {
            return .success(first.x <= last.x
                ? BoardLine(orientation: .horizontal, start: first, end: last)
                : BoardLine(orientation: .horizontal, start: last, end: first))
        }
        if Double.pi / 2 - tiltFromHorizontal <= tolerances.maximumTilt {
            return .success(first.y <= last.y
                ? BoardLine(orientation: .vertical, start: first, end: last)
                : BoardLine(orientation: .vertical, start: last, end: first))
        }
        return .failure(.neitherVerticalNorHorizontal)
    }
}
