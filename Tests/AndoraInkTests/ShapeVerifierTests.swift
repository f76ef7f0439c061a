@testable import AndoraInk
import Testing

/// The geometric check behind the network's X and O (shapes the network never saw).
@Suite struct ShapeVerifierTests {
    /// Three strokes through one point, 60° apart.
    private static let asterisk = [[(-1.0, 0.0), (1, 0)], [(-0.5, -0.87), (0.5, 0.87)], [(-0.5, 0.87), (0.5, -0.87)]]

    private func accepts(_ label: ShapeLabel, _ strokes: [[(Double, Double)]]) throws -> Bool {
        let ink = try #require(ShapeFeatures.Ink(strokes.map { Stroke(xy: $0) }))
        return ShapeVerifier.accepts(label, strokes: ink.strokes)
    }

    private func ring(radius: Double = 1, from start: Double = 0) -> [(Double, Double)] {
        (0...40).map { step in
            let angle = start + Double(step) / 40 * 2 * .pi
            return (radius * cosine(angle), radius * sine(angle))
        }
    }

    @Test func anXOfTwoStrokesAndOneOfASingleStrokeStand() throws {
        #expect(try accepts(.x, [[(0, 0), (10, 10)], [(10, 0), (0, 10)]]))
        // Down the first diagonal, up the side, down the other diagonal.
        #expect(try accepts(.x, [[(0, 0), (10, 10), (10, 0), (0, 10)]]))
    }

    @Test func anXWhoseStrokesNeitherCrossNorMeetIsNotAnX() throws {
        // A caret and a check: one stroke that never crosses itself.
        #expect(try !accepts(.x, [[(0, 10), (5, 0), (10, 10)]]))
        #expect(try !accepts(.x, [[(0, 6), (3, 10), (10, 0)]]))
        // Two curves back to back, as ")(", a gap of three tenths of the size between them.
        let left = [(0.0, 0.0), (3, 3), (3.5, 5), (3, 7), (0, 10)]
        #expect(try !accepts(.x, [left, left.map { (10 - $0.0, $0.1) }]))
        // The same curves touching, as a cursive x.
        #expect(try accepts(.x, [left, left.map { (7 - $0.0, $0.1) }]))
    }

    @Test func aPigtailIsNotAnX() throws {
        // One stroke that loops once on its way (a prolate cycloid's arch): it crosses itself, but
        // no two long, straight pieces of it cross, as a one-stroke X's diagonals do.
        let pigtail = stride(from: -Double.pi, through: .pi, by: 0.1).map { t in (t - 2.5 * sine(t), 1 - 2.5 * cosine(t)) }
        #expect(try !accepts(.x, [pigtail]))
    }

    @Test func anAsteriskOrAStarIsNotAnX() throws {
        #expect(try !accepts(.x, Self.asterisk))
        let up = [(0.0, -1.0), (0.87, 0.5), (-0.87, 0.5), (0, -1)]
        let down = [(0.0, 1.0), (0.87, -0.5), (-0.87, -0.5), (0, 1)]
        #expect(try !accepts(.x, [up, down]))
    }

    @Test func aPlusOrAPitchforkIsNotAnXButASlantedXIs() throws {
        #expect(try !accepts(.x, [[(5, 0), (5, 10)], [(0, 5), (10, 5)]]))
        // A bowl with a stem through its bottom.
        let bowl = [(0.0, 0.0), (1, 4), (3, 6), (5, 6.5), (7, 6), (9, 4), (10, 0)]
        #expect(try !accepts(.x, [bowl, [(5, 0), (5, 10)]]))
        // An X written with a strong slant: its strokes 68° and 32° from level.
        #expect(try accepts(.x, [[(0, 0), (4, 10)], [(8, 0), (-8, 10)]]))
    }

    @Test func aRingStandsAsAnOEvenWithALeadIn() throws {
        #expect(try accepts(.o, [ring()]))
        #expect(try accepts(.o, [[(-1.8, -1.8)] + ring(from: 5 * .pi / 4)]))
    }

    @Test func aSquareOrARingWithASlashOrAStemIsNotAnO() throws {
        #expect(try !accepts(.o, [[(0, 0), (10, 0), (10, 10), (0, 10), (0, 0)]]))
        #expect(try !accepts(.o, [ring(), [(-1.2, 1.2), (1.2, -1.2)]]))
        #expect(try !accepts(.o, [ring(radius: 0.5), [(0.5, 0), (0.5, -3)]]))
        // A half note's stem drawn with a bend: 0.97 straight, less than a polygon's side.
        #expect(try !accepts(.o, [ring(radius: 0.5), [(0.5, 0), (0.9, -1.5), (0.5, -3)]]))
        // A stem with a flag at its top: a corner, but the stroke as a whole 0.93 straight.
        #expect(try !accepts(.o, [ring(radius: 0.5), [(0.5, 0), (0.5, 5), (0.9, 5)]]))
        // A stem with a hook where the pen landed, flicked up before coming down: 0.81 straight with
        // the hook, straight without it, and too short to be a spine (0.7 of the drawing's size);
        // the ring a little open at its top, so that its chord lies across the stem.
        let openRing = Array(ring(radius: 0.5, from: .pi / 2).prefix(39))
        #expect(try !accepts(.o, [openRing, [(0.42, -0.12), (0.5, 0), (0.5, -1.2)]]))
    }

    @Test func aBracketOrADInOneStrokeIsNotAnO() throws {
        // "[": a straight spine as long as the drawing between two short arms.
        #expect(try !accepts(.o, [[(4, 0), (0, 0), (0, 10), (4, 10)]]))
        // A D drawn in one stroke: up the stem, round the bowl and back to the foot.
        #expect(try !accepts(.o, [[(0, 0), (0, 10), (4, 9.5), (6.5, 7.5), (7, 5), (6.5, 2.5), (4, 0.5), (0, 0)]]))
    }

    @Test func aBraceOrAQuestionMarkIsNotAnOButAnOpenOrACursiveOIs() throws {
        // "{": down, out to its point and back, down again.
        #expect(try !accepts(.o, [[(3, 10), (1.5, 9), (1.5, 6), (0, 5), (1.5, 4), (1.5, 1), (3, 0)]]))
        // "?": a hook round to the right and back in, then turning the other way to go straight down.
        #expect(try !accepts(.o, [[(0, 7), (0.5, 9), (2, 10), (4, 9.7), (5, 8.5), (4.5, 7), (3, 6), (2.5, 5), (2.5, 1)]]))
        // A brace whose point crosses itself in a tight loop.
        #expect(try !accepts(.o, [[(3, 10), (1.5, 9), (1.5, 6), (0, 5.2), (0.6, 4.6), (0.6, 5.4), (0, 4.8), (1.5, 4), (1.5, 1), (3, 0)]]))
        // A ring left a quarter open still goes round one way.
        #expect(try accepts(.o, [Array(ring().prefix(31))]))
        // A cursive "o" comes in from the left, goes round and leaves to the right, crossing itself.
        let cursive = [(-3.0, -1.0)] + ring(from: -.pi / 2).map { ($0.0, $0.1 + 0.2) } + [(3, 1.5)]
        #expect(try accepts(.o, [cursive]))
    }

    @Test func aStemWithABowlAlongItIsNeitherAnXNorAnOButAnXOfACurvedStrokeIs() throws {
        let stem = [(0.0, 0.0), (0, 10)]
        let pBowl = [(0.0, 10.0), (4, 9.5), (5, 7.5), (4, 5.5), (0, 5)]
        let dBowl = [(0.0, 10.0), (5, 9), (7, 5), (5, 1), (0, 0)]
        for bowl in [pBowl, dBowl] {
            #expect(try !accepts(.x, [stem, bowl]))
            #expect(try !accepts(.o, [stem, bowl]))
        }
        // A P whose stem has a hook where the pen landed (0.88 straight with it).
        #expect(try !accepts(.x, [[(0.6, 9.5), (0, 10), (0, 0)], pBowl]))
        // A stem too short to be a side of its own (under 0.4 of the drawing's size) in a D's bowl.
        #expect(try !accepts(.o, [dBowl, [(0, 3.5), (0, 6.5)]]))
        // A cursive x: a straight diagonal through a "c" whose ends lie across it.
        let c = [(7.0, 10.0), (4, 8), (3, 5), (4, 2), (7, 0)]
        #expect(try accepts(.x, [[(0, 0), (10, 10)], c]))
    }

    @Test func aSlashedRingIsNotAnXButAnXDrawnBackOverItselfIs() throws {
        // A ring left a little open, struck through.
        #expect(try !accepts(.x, [Array(ring().prefix(39)), [(-1.2, -1.2), (1.2, 1.2)]]))
        // A stroke drawn down and back up the same diagonal closes without going round anything.
        #expect(try accepts(.x, [[(0, 0), (10, 10), (0.5, 0.3)], [(10, 0), (0, 10)]]))
    }

    @Test func linesAndOtherShapesAreLeftAsTheNetworkSaysThem() throws {
        #expect(try accepts(.other, Self.asterisk))
        #expect(try accepts(.line, [[(0, 0), (10, 0)]]))
    }
}
