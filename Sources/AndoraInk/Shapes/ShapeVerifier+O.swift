/// What an O cannot be. An O is refused where a straight stroke stands beside the ring (a slash, a
/// stem), a piece is straight and as long as the drawing (a bracket, a D in one stroke), a stroke
/// has two straight sides (a polygon), or its longest stroke turns back against its way round
/// without closing (a brace, a question mark).
extension ShapeVerifier {
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
    /// An O's longest stroke goes round one way: one that turns against its way round by more than
    /// this (radians) in all is a brace or a question mark (of the stroke data's O it refuses seven
    /// cursive UNIPEN "o" whose joining stroke turns back) ...
    private static let turnBack = Double.pi / 4
    /// ... unless its ends come this near (in units of the drawing's size) ...
    private static let closingGap = 0.25
    /// ... or it crosses itself round a loop of at least this share of its length, as a cursive "o"
    /// joined to its neighbours does (a brace's point may cross itself in a tight loop).
    private static let loopShare = 0.2

    /// Whether the network's `o` for `strokes` stands (but for a stem and a bowl).
    static func acceptsO(_ strokes: [[InkPoint]]) -> Bool {
        !hasStraightSides(strokes) && !turnsBack(strokes)
    }

    /// Whether the ink has a straight stroke beside the ring (a slash, a stem), a spine (a piece as
    /// long as the drawing) or two straight sides inside a stroke (a polygon; an angular hand may
    /// draw one). A stroke's first and last pieces may be a lead-in or a tail, so they are not sides.
    private static func hasStraightSides(_ strokes: [[InkPoint]]) -> Bool {
        var sides = 0
        for points in strokes {
            let corners = points.corners()
            if strokes.count > 1, let stroke = Piece(unhooked(points, corners: corners)), isSide(stroke, straightness: stemStraightness) {
                return true
            }
            let spines = pieces(of: points, between: points.corners(over: spineCornerReach))
            if spines.contains(where: { $0.chord >= spineLength && $0.straightness >= spineStraightness }) { return true }
            let pieces = pieces(of: points, between: corners)
            if pieces.count > 2 { sides += pieces.dropFirst().dropLast().filter { isSide($0) }.count }
        }
        return sides >= 2
    }

    /// Whether the longest stroke turns against its way round by more than ``turnBack`` in all, in
    /// its middle three fifths (the ends may hook), without closing or looping round.
    private static func turnsBack(_ strokes: [[InkPoint]]) -> Bool {
        // Directions over three points either way, so that the pen's jitter does not count.
        let reach = 3
        guard let longest = strokes.max(by: { $0.pathLength < $1.pathLength }), longest.count > 4 * reach,
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
}
