/// A geometric check of the network's X and O, for shapes it has never seen (issue 22). The ink
/// is split into pieces at its corners. An X is refused where its ink neither crosses itself nor has
/// two strokes that meet (a caret, a check), where it is one stroke without two long, straight
/// pieces that cross (a pigtail), where long, straight pieces that cross near their middles run in
/// three or more directions (an asterisk, a star), where its two longest strokes run one upright and
/// one level (a plus, a T, a pitchfork), or where one of them is a ring (a slashed ring); an O where
/// a straight stroke stands beside the ring (a slash, a stem), a piece is straight and as long as the
/// drawing (a bracket, a D in one stroke), a stroke has two straight sides (a polygon), or its
/// longest stroke turns back against its way round without closing (a brace, a question mark);
/// either where its two longest strokes are a straight stem and a bent bowl along it (a P, a D, a
/// half note). Stems are measured without the hooks where the pen landed or lifted. See docs/INK.md,
/// "Strangers".
enum ShapeVerifier {
    /// Segments of one stroke this close along it (in segments) do not count as crossing: a sharp
    /// turn may fold a few of them over each other.
    private static let crossingApart = 4
    /// Segments nearer to parallel than this (the sine of their angle) do not cross.
    private static let crossingSine = 1e-6
    /// Two strokes meet where they come this close (in units of the drawing's size).
    private static let meetingDistance = 0.2
    /// An X's pieces are at least this long (in units of the drawing's size) ...
    private static let crossingPieceLength = 0.4
    /// ... and this straight (distance between the ends over path length).
    private static let crossingPieceStraightness = 0.85
    /// Pieces cross near their middles when each is crossed this far from both its ends.
    private static let middle = 0.15...0.85
    /// Pieces whose directions differ by less than this (radians) run in one direction.
    private static let sameDirection = Double.pi / 8
    /// A stroke runs upright or level when its chord is this close (radians) to the axis.
    private static let alongAxis = Double.pi / 9
    /// An O has no side this long ...
    private static let sideLength = 0.4
    /// ... and this straight.
    private static let sideStraightness = 0.98
    /// A piece this long (in units of the drawing's size), lead-ins and tails included, is a spine
    /// that no O has: a bracket's, a D's stem drawn in one stroke with its bowl ...
    private static let spineLength = 0.8
    /// ... where it is this straight (of the stroke data's 702 O, one has one: a cursive "o" led in by
    /// a long straight stroke) ...
    private static let spineStraightness = 0.985
    /// ... between corners found over this many points either way: a bracket's corners are often
    /// rounded over more points than a piece's two.
    private static let spineCornerReach = 3
    /// An end piece of a stroke (before its first corner or after its last) shorter than this along
    /// the ink (in units of the drawing's size) is a hook where the pen landed or lifted; a stem or a
    /// stroke's chord is measured without it.
    private static let hookLength = 0.1
    /// A stroke of its own beside the ring is a slash or a stem from this straightness on: no O of
    /// two strokes in the stroke data has a half this straight (the straightest, 0.74).
    private static let stemStraightness = 0.9
    /// A stroke whose ends come nearer than this share of its length ...
    private static let ringStraightness = 0.15
    /// ... round an area of at least this share of its length squared is a ring (a circle's is
    /// 1/4π, about 0.08; a stroke drawn back over itself encloses none).
    private static let ringArea = 0.03
    /// A stroke bent below this straightness beside a stem is a bowl (a P's, a D's): no X in the
    /// stroke data has a stroke this bent beside a straight one with chords this near parallel ...
    private static let bowlStraightness = 0.75
    /// ... within this angle (radians) of each other.
    private static let parallelChords = Double.pi / 9
    /// An O's longest stroke goes round one way: one that turns against its way round by more than
    /// this (radians) in all is a brace or a question mark (of the stroke data's O it refuses seven
    /// cursive UNIPEN "o" whose joining stroke turns back) ...
    private static let turnBack = Double.pi / 4
    /// ... unless its ends come this near (in units of the drawing's size) ...
    private static let closingGap = 0.25
    /// ... or it crosses itself round a loop of at least this share of its length, as a cursive "o"
    /// joined to its neighbours does (a brace's point may cross itself in a tight loop).
    private static let loopShare = 0.2

    /// Whether the network's `label` for `strokes` (resampled, in a unit box) stands.
    static func accepts(_ label: ShapeLabel, strokes: [[InkPoint]]) -> Bool {
        switch label {
        case .x:
            let crossing = crossingPairs(in: strokes.flatMap { pieces(of: $0) })
            let longest = twoLongest(strokes)
            return crossesOrMeets(strokes) && (strokes.count > 1 || !crossing.isEmpty) && crossingDirections(crossing) < 3
                && !isUprightCross(longest) && !isStemAndBowl(longest) && !longest.contains(where: isRing)
        case .o: return !hasStraightSides(strokes) && !turnsBack(strokes) && !isStemAndBowl(twoLongest(strokes))
        case .line, .other: return true
        }
    }

    /// Whether the ink crosses itself, or two of its strokes cross or come within
    /// ``meetingDistance`` of each other: an X's strokes cross, a cursive x's two curves touch.
    private static func crossesOrMeets(_ strokes: [[InkPoint]]) -> Bool {
        if !ShapeMeasures.crossings(strokes, apart: crossingApart, minimumSine: crossingSine, limit: 1).isEmpty { return true }
        return strokes.indices.contains { first in
            strokes[(first + 1)...].contains { other in
                strokes[first].contains { point in other.contains { point.distance(to: $0) < meetingDistance } }
            }
        }
    }

    /// Whether the two longest strokes run one upright and one level, end to end: a plus, a T, a
    /// pitchfork's stem across its bowl. An X's strokes run diagonally (no X in the stroke data is
    /// refused; docs/INK.md).
    private static func isUprightCross(_ twoLongest: ArraySlice<[InkPoint]>) -> Bool {
        guard let (longest, next) = piecePair(twoLongest) else { return false }
        let (level, nextLevel) = (angle(between: longest.direction, and: 0), angle(between: next.direction, and: 0))
        return (level < alongAxis && .pi / 2 - nextLevel < alongAxis) || (.pi / 2 - level < alongAxis && nextLevel < alongAxis)
    }

    /// Whether the two longest strokes are a stem and a bowl drawn against it: one straighter than
    /// ``stemStraightness``, the other bent below ``bowlStraightness``, their chords within
    /// ``parallelChords`` of each other (a P, a D, a half note). An X's strokes cross at an angle;
    /// an O's halves are both bent.
    private static func isStemAndBowl(_ twoLongest: ArraySlice<[InkPoint]>) -> Bool {
        guard let (longest, next) = piecePair(twoLongest) else { return false }
        let (stem, bowl) = longest.straightness >= next.straightness ? (longest, next) : (next, longest)
        return angle(between: longest.direction, and: next.direction) < parallelChords
            && stem.straightness >= stemStraightness && bowl.straightness < bowlStraightness
    }

    /// The two longest of several strokes, longest first; none for ink of one stroke.
    private static func twoLongest(_ strokes: [[InkPoint]]) -> ArraySlice<[InkPoint]> {
        strokes.count > 1 ? strokes.sorted { Stroke($0).length > Stroke($1).length }.prefix(2) : []
    }

    /// Two strokes as pieces, without their hooks; nil unless there are two or where one of them ends
    /// where it began (it runs in no direction).
    private static func piecePair(_ pair: ArraySlice<[InkPoint]>) -> (Piece, Piece)? {
        let pieces = pair.compactMap { Piece(unhooked($0)) }
        guard pieces.count == 2, pieces.allSatisfy({ $0.chord > 0 }) else { return nil }
        return (pieces[0], pieces[1])
    }

    /// Whether a stroke closes round an area (``ringStraightness``, ``ringArea``): a slashed ring's
    /// ring, a six-pointed star's triangle. An X's strokes run across; a one-stroke X is left alone.
    private static func isRing(_ points: [InkPoint]) -> Bool {
        let length = Stroke(points).length
        guard length > 0, ShapeMeasures.straightness(points) < ringStraightness else { return false }
        let twiceArea = zip(points, points.dropFirst() + points.prefix(1)).reduce(0) { $0 + $1.0.cross($1.1) }
        return abs(twiceArea) / 2 >= ringArea * length * length
    }

    /// A stretch of a stroke between corners, or a whole stroke.
    private struct Piece {
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
            straightness = ShapeMeasures.straightness(Array(points))
        }
    }

    /// A stroke without the hooks at its ends (``hookLength``).
    private static func unhooked(_ points: [InkPoint]) -> ArraySlice<InkPoint> {
        let corners = points.corners()
        guard let first = corners.first, let last = corners.last else { return points[...] }
        let start = Stroke(Array(points[...first])).length < hookLength ? first : 0
        let end = Stroke(Array(points[last...])).length < hookLength && last > start ? last : points.count - 1
        return points[start...end]
    }

    /// The pieces of a stroke between its corners, found over `reach` points either way.
    private static func pieces(of points: [InkPoint], cornerReach reach: Int = 2) -> [Piece] {
        let cuts = [0] + points.corners(over: reach) + [points.count - 1]
        return zip(cuts, cuts.dropFirst()).compactMap { from, to in to > from ? Piece(points[from...to]) : nil }
    }

    /// Whether the ink has a straight stroke beside the ring (a slash, a stem), a spine (a piece as
    /// long as the drawing) or two straight sides inside a stroke (a polygon; an angular hand may
    /// draw one). A stroke's first and last pieces may be a lead-in or a tail, so they are not sides.
    private static func hasStraightSides(_ strokes: [[InkPoint]]) -> Bool {
        var sides = 0
        for points in strokes {
            if strokes.count > 1, let stroke = Piece(unhooked(points)), isSide(stroke, straightness: stemStraightness) { return true }
            let spines = pieces(of: points, cornerReach: spineCornerReach)
            if spines.contains(where: { $0.chord >= spineLength && $0.straightness >= spineStraightness }) { return true }
            let pieces = pieces(of: points)
            if pieces.count > 2 { sides += pieces.dropFirst().dropLast().filter { isSide($0) }.count }
        }
        return sides >= 2
    }

    /// Whether the longest stroke turns against its way round by more than ``turnBack`` in all, in
    /// its middle three fifths (the ends may hook), without closing or looping round.
    private static func turnsBack(_ strokes: [[InkPoint]]) -> Bool {
        // Directions over three points either way, so that the pen's jitter does not count.
        let reach = 3
        guard let longest = strokes.max(by: { Stroke($0).length < Stroke($1).length }), longest.count > 4 * reach,
              let first = longest.first, let last = longest.last, first.distance(to: last) > closingGap,
              ShapeMeasures.crossings([longest], apart: crossingApart, minimumSine: crossingSine)
                .allSatisfy({ abs($0.fractionB - $0.fractionA) < loopShare })
        else { return false }
        let endsLeftOut = max(reach, longest.count / 5)
        let middle = endsLeftOut..<(longest.count - endsLeftOut)
        let directions = middle.map { longest[$0 + reach] - longest[$0 - reach] }
        let turns = zip(directions, directions.dropFirst()).map { arcTangent($0.cross($1), $0.dot($1)) }
        let way: Double = turns.reduce(0, +) < 0 ? -1 : 1
        return turns.reduce(0) { $0 + max(0, -way * $1) } > turnBack
    }

    /// Whether a piece is long and straight enough to be a side, which an O has none of.
    private static func isSide(_ piece: Piece, straightness: Double = sideStraightness) -> Bool {
        piece.chord >= sideLength && piece.straightness >= straightness
    }

    /// Two long, straight pieces whose chords cross, and the fractions along each where they do.
    private struct CrossingPair {
        var a: Piece
        var b: Piece
        var hit: (a: Double, b: Double)
    }

    /// The pairs of long, straight pieces that cross: an X's two strokes, or a one-stroke X's two
    /// diagonals; a pigtail's loop or a cursive letter's curves have none.
    private static func crossingPairs(in pieces: [Piece]) -> [CrossingPair] {
        let long = pieces.filter { $0.chord >= crossingPieceLength && $0.straightness >= crossingPieceStraightness }
        return long.indices.flatMap { first in
            long[(first + 1)...].compactMap { other in
                SegmentIntersection.fractions(long[first].start, long[first].end, other.start, other.end)
                    .map { CrossingPair(a: long[first], b: other, hit: $0) }
            }
        }
    }

    /// How many directions the pieces of the pairs that cross near both their middles run in
    /// (pieces within ``sameDirection`` of each other, either way along, run in one): an X's two
    /// strokes two, or none if they bend; an asterisk three or more. A stroke drawn twice over
    /// adds no direction.
    private static func crossingDirections(_ pairs: [CrossingPair]) -> Int {
        var directions: [Double] = []
        for pair in pairs where middle.contains(pair.hit.a) && middle.contains(pair.hit.b) {
            for piece in [pair.a, pair.b] {
                let direction = piece.direction
                if !directions.contains(where: { Self.angle(between: $0, and: direction) < sameDirection }) {
                    directions.append(direction)
                }
            }
        }
        return directions.count
    }

    /// The angle between two directions of lines (0 to π/2).
    private static func angle(between a: Double, and b: Double) -> Double {
        let difference = abs(a - b).truncatingRemainder(dividingBy: .pi)
        return min(difference, .pi - difference)
    }
}
