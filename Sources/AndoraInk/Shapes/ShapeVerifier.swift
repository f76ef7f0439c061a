/// A geometric check of the network's X and O, for shapes it has never seen: what an X
/// cannot be is in `ShapeVerifier+X.swift`, what an O cannot be in `ShapeVerifier+O.swift`, and
/// here what is neither: two longest strokes that are a straight stem and a bent bowl along it (a
/// P, a D, a half note). The ink is split into pieces at its corners; stems are measured without
/// the hooks where the pen landed or lifted. See docs/INK.md, "Strangers".
enum ShapeVerifier {
    /// Segments of one stroke this close along it (in segments) do not count as crossing: a sharp
    /// turn may fold a few of them over each other.
    static let crossingApart = 4
    /// Segments nearer to parallel than this (the sine of their angle) do not cross.
    static let crossingSine = 1e-6
    /// An end piece of a stroke (before its first corner or after its last) shorter than this along
    /// the ink (in units of the drawing's size) is a hook where the pen landed or lifted; a stem or a
    /// stroke's chord is measured without it.
    private static let hookLength = 0.1
    /// A stroke is a stem (or a slash beside an O's ring) from this straightness on: no O of two
    /// strokes in the stroke data has a half this straight (the straightest, 0.74).
    static let stemStraightness = 0.9
    /// A stroke bent below this straightness beside a stem is a bowl (a P's, a D's): no X in the
    /// stroke data has a stroke this bent beside a straight one with chords this near parallel ...
    private static let bowlStraightness = 0.75
    /// ... within this angle (radians) of each other.
    private static let parallelChords = Double.pi / 9

    /// Whether the network's `label` for `strokes` (resampled, in a unit box) stands.
    static func accepts(_ label: ShapeLabel, strokes: [[InkPoint]]) -> Bool {
        switch label {
        case .x, .o:
            let longest = twoLongest(strokes)
            let pair = piecePair(longest)
            guard !isStemAndBowl(pair) else { return false }
            return label == .x ? acceptsX(strokes, twoLongest: longest, asPieces: pair) : acceptsO(strokes)
        case .line, .other: return true
        }
    }

    /// Whether the two longest strokes, as pieces, are a stem and a bowl drawn against it: one
    /// straighter than ``stemStraightness``, the other bent below ``bowlStraightness``, their chords
    /// within ``parallelChords`` of each other (a P, a D, a half note). An X's strokes cross at an
    /// angle; an O's halves are both bent.
    private static func isStemAndBowl(_ twoLongest: (Piece, Piece)?) -> Bool {
        guard let (longest, next) = twoLongest else { return false }
        let (stem, bowl) = longest.straightness >= next.straightness ? (longest, next) : (next, longest)
        return angle(between: longest.direction, and: next.direction) < parallelChords
            && stem.straightness >= stemStraightness && bowl.straightness < bowlStraightness
    }

    /// The two longest of several strokes, longest first; none for ink of one stroke.
    private static func twoLongest(_ strokes: [[InkPoint]]) -> ArraySlice<[InkPoint]> {
        strokes.count > 1 ? strokes.sorted { $0.pathLength > $1.pathLength }.prefix(2) : []
    }

    /// Two strokes as pieces, without their hooks; nil unless there are two or where one of them ends
    /// where it began (it runs in no direction).
    private static func piecePair(_ pair: ArraySlice<[InkPoint]>) -> (Piece, Piece)? {
        let pieces = pair.compactMap { Piece(unhooked($0, corners: $0.corners())) }
        guard pieces.count == 2, pieces.allSatisfy({ $0.chord > 0 }) else { return nil }
        return (pieces[0], pieces[1])
    }

    /// A stretch of a stroke between corners, or a whole stroke.
    struct Piece {
        var start: InkPoint
        var end: InkPoint
        /// The chord's length over the path's: 1 for a straight piece, near 0 for a ring.
        var straightness: Double
        var chord: Double { start.distance(to: end) }
        /// The direction from start to end, in radians.
        var direction: Double { arcTangent(end.y - start.y, end.x - start.x) }

        /// The piece that runs along `points`; nil for no points.
        init?(_ points: some BidirectionalCollection<InkPoint>) {
            guard let first = points.first, let last = points.last else { return nil }
            (start, end) = (first, last)
            straightness = points.straightness
        }
    }

    /// A stroke without the hooks at its ends (``hookLength``), given its `corners`.
    static func unhooked(_ points: [InkPoint], corners: [Int]) -> ArraySlice<InkPoint> {
        guard let first = corners.first, let last = corners.last else { return points[...] }
        let start = points[...first].pathLength < hookLength ? first : 0
        let end = points[last...].pathLength < hookLength && last > start ? last : points.count - 1
        return points[start...end]
    }

    /// The pieces of a stroke between its `corners`.
    static func pieces(of points: [InkPoint], between corners: [Int]) -> [Piece] {
        let cuts = [0] + corners + [points.count - 1]
        return zip(cuts, cuts.dropFirst()).compactMap { from, to in to > from ? Piece(points[from...to]) : nil }
    }

    /// The angle between two directions of lines (0 to π/2).
    static func angle(between a: Double, and b: Double) -> Double {
        let difference = abs(a - b).truncatingRemainder(dividingBy: .pi)
        return min(difference, .pi - difference)
    }
}
