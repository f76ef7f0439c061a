/// What an X cannot be. An X is refused where its ink neither crosses itself nor has two strokes
/// that meet (a caret, a check), where it is one stroke without two long, straight pieces that
/// cross (a pigtail), where long, straight pieces that cross near their middles run in three or
/// more directions (an asterisk, a star), where its two longest strokes run one upright and one
/// level (a plus, a T, a pitchfork), or where one of them is a ring (a slashed ring).
extension ShapeVerifier {
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
    /// A stroke whose ends come nearer than this share of its length ...
    private static let ringStraightness = 0.15
    /// ... round an area of at least this share of its length squared is a ring (a circle's is
    /// 1/4π, about 0.08; a stroke drawn back over itself encloses none).
    private static let ringArea = 0.03

    /// Whether the network's `x` for `strokes`, whose two longest are `longest` (`pair` as pieces
    /// without hooks), stands (but for a stem and a bowl).
    static func acceptsX(
        _ strokes: [[InkPoint]], twoLongest longest: ArraySlice<[InkPoint]>, asPieces pair: (Piece, Piece)?
    ) -> Bool {
        let crossing = crossingPairs(in: strokes.flatMap { pieces(of: $0, between: $0.corners()) })
        return crossesOrMeets(strokes) && (strokes.count > 1 || !crossing.isEmpty) && crossingDirections(crossing) < 3
            && !isUprightCross(pair) && !longest.contains(where: isRing)
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
    private static func isUprightCross(_ twoLongest: (Piece, Piece)?) -> Bool {
        guard let (longest, next) = twoLongest else { return false }
        let (level, nextLevel) = (angle(between: longest.direction, and: 0), angle(between: next.direction, and: 0))
        return (level < alongAxis && .pi / 2 - nextLevel < alongAxis) || (.pi / 2 - level < alongAxis && nextLevel < alongAxis)
    }

    /// Whether a stroke closes round an area (``ringStraightness``, ``ringArea``): a slashed ring's
    /// ring, a six-pointed star's triangle. An X's strokes run across; a one-stroke X is left alone.
    private static func isRing(_ points: [InkPoint]) -> Bool {
        let length = points.pathLength
        guard length > 0, points.straightness < ringStraightness else { return false }
        let twiceArea = zip(points, points.dropFirst() + points.prefix(1)).reduce(0) { $0 + $1.0.cross($1.1) }
        return abs(twiceArea) / 2 >= ringArea * length * length
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
                if !directions.contains(where: { angle(between: $0, and: direction) < sameDirection }) {
                    directions.append(direction)
                }
            }
        }
        return directions.count
    }
}
