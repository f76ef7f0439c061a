import AndoraCore
@testable import AndoraInk
import AndoraInkTraining
import Testing

@Suite struct ShapeAugmentationTests {
    /// A closed ring of diameter 100, starting and ending at the same point.
    let ring = Stroke((0...48).map { InkPoint(x: 50 + 50 * cosine(Double($0) * .pi / 24), y: 50 + 50 * sine(Double($0) * .pi / 24)) })
    let cross = [Stroke(xy: [(0, 0), (50, 50), (100, 100)]), Stroke(xy: [(100, 0), (50, 50), (5, 100)])]

    @Test(arguments: 0..<20 as Range<UInt64>) func anOpenOHasAGap(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let opened = ShapeAugmentation.openO.apply(to: [ring], using: &generator)
        let points = opened[0].points
        #expect(points.first!.distance(to: points.last!) >= 10)
        #expect(points.count < ring.points.count)
    }

    @Test func aSingleStrokeXIsOneStrokeThroughAllTheInk() {
        var generator = SplitMix64(seed: 1)
        let joined = ShapeAugmentation.singleStrokeX.apply(to: cross, using: &generator)
        #expect(joined.count == 1)
        // The pen goes on from the end of the first stroke to the nearer end of the second.
        #expect(joined[0].points == cross[0].points + [InkPoint(x: 5, y: 100), InkPoint(x: 50, y: 50), InkPoint(x: 100, y: 0)])
    }

    @Test(arguments: 0..<20 as Range<UInt64>) func aTailRunsOnPastAnEndOfTheInk(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let tailed = ShapeAugmentation.tail.apply(to: cross, using: &generator)
        let added = zip(tailed, cross).map { $0.0.length - $0.1.length }
        #expect(added.filter { $0 > 0 }.count == 1)
        #expect(added.allSatisfy { (0...20.01).contains($0) })
        #expect(zip(tailed, cross).allSatisfy { tailed, original in
            tailed.points.starts(with: original.points) || tailed.points.reversed().starts(with: original.points.reversed())
        })
    }

    @Test(arguments: 0..<20 as Range<UInt64>) func samplingAndShakeMoveInkOnlyALittle(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for augmentation in [ShapeAugmentation.sampling, .shake] {
            let changed = augmentation.apply(to: [ring], using: &generator)[0]
            #expect(changed.points.allSatisfy { abs($0.distance(to: InkPoint(x: 50, y: 50)) - 50) <= 3 })
            #expect(abs(changed.length - ring.length) / ring.length < 0.3)
        }
    }

    @Test func aSlantShearsSidewaysInProportionToHeight() {
        var generator = SplitMix64(seed: 5)
        let slanted = ShapeAugmentation.slant.apply(to: [ring], using: &generator)[0].points
        let shifts = zip(slanted, ring.points).map { ($0.x - $1.x, $1.y) }
        #expect(zip(slanted, ring.points).allSatisfy { $0.y == $1.y })
        let shear = shifts.first { $0.1 != 0 }.map { $0.0 / $0.1 }!
        #expect(shear != 0 && abs(shear) <= 0.6)
        #expect(shifts.allSatisfy { abs($0.0 - shear * $0.1) < 1e-9 })
    }

    @Test(arguments: 0..<20 as Range<UInt64>) func aCoarseTabletPutsEveryPointOnOneGrid(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let coarse = ShapeAugmentation.coarse.apply(to: [ring], using: &generator)[0].points
        let coordinates = Set(coarse.flatMap { [$0.x, $0.y] }).sorted()
        let step = zip(coordinates, coordinates.dropFirst()).map { $1 - $0 }.min()!
        #expect((2...7.01).contains(step))
        #expect(coordinates.allSatisfy { abs(($0 / step).rounded() * step - $0) < 1e-6 })
        #expect(zip(coarse, coarse.dropFirst()).allSatisfy { $0 != $1 })
        #expect(coarse.allSatisfy { abs($0.distance(to: InkPoint(x: 50, y: 50)) - 50) <= 5 })
    }

    @Test(arguments: 0..<20 as Range<UInt64>) func aStretchWidensAnXOrOAlongOneAxis(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let stretched = ShapeAugmentation.stretch.apply(to: [ring], using: &generator)[0].points
        let (width, height) = (stretched.map(\.x).max()! - stretched.map(\.x).min()!, stretched.map(\.y).max()! - stretched.map(\.y).min()!)
        #expect(min(width, height) > 99 && min(width, height) < 101)
        #expect((100...181).contains(max(width, height)))
    }

    @Test func augmentationsApplyOnlyWhereTheLabelSurvivesThem() {
        #expect(ShapeAugmentation.singleStrokeX.applies(to: .x) && !ShapeAugmentation.singleStrokeX.applies(to: .o))
        #expect(ShapeAugmentation.openO.applies(to: .o) && !ShapeAugmentation.openO.applies(to: .other))
        #expect(!ShapeAugmentation.tail.applies(to: .line) && !ShapeAugmentation.tail.applies(to: .other))
        #expect(ShapeAugmentation.stretch.applies(to: .o) && !ShapeAugmentation.stretch.applies(to: .other))
        for augmentation in [ShapeAugmentation.sampling, .shake, .slant, .coarse] {
            #expect(ShapeLabel.allCases.allSatisfy(augmentation.applies(to:)))
        }
    }

    @Test(arguments: Doodle.allCases) func doodlesAreDrawingsUpTo100UnitsAcross(kind: Doodle) {
        var generator = SplitMix64(seed: 3)
        for _ in 0..<20 {
            let points = kind.make(using: &generator).flatMap(\.points)
            let xs = points.map(\.x), ys = points.map(\.y)
            let size = max(xs.max()! - xs.min()!, ys.max()! - ys.min()!)
            #expect((25...115).contains(size))
        }
    }

    /// Made-up marks are what they say: an X of one or two strokes that the geometric check lets
    /// stand; an O of one or two strokes whose ink lies in at least seven of the eight directions
    /// round its middle.
    @Test(arguments: 0..<40 as Range<UInt64>) func madeUpMarksAreXAndO(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let x = MadeUpMark.random(.x, using: &generator)
        #expect((1...2).contains(x.count))
        let o = MadeUpMark.random(.o, using: &generator)
        #expect((1...2).contains(o.count))
        let points = o.flatMap(\.points)
        let centre = InkPoint(x: points.map(\.x).reduce(0, +) / Double(points.count), y: points.map(\.y).reduce(0, +) / Double(points.count))
        let sectors = Set(points.map { Int(((arcTangent($0.y - centre.y, $0.x - centre.x) + .pi) / (2 * .pi) * 8).rounded(.down)) % 8 })
        #expect(sectors.count >= 7)
        let ink = try #require(ShapeFeatures.Ink(x))
        #expect(ShapeVerifier.accepts(.x, strokes: ink.strokes))
    }
}
