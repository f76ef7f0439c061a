import AndoraCore
@testable import AndoraEngine
import Testing

/// The engine's random numbers below a bound: the playouts' moves, the novice's noise, the
/// openings of self-play.
@Suite struct SplitMix64BelowTests {
    @Test(arguments: [1, 2, 7, 81, 1000])
    func everyNumberBelowTheBoundComesUpAboutEquallyOften(bound: Int) {
        var random = SplitMix64(seed: 42)
        var counts = [Int](repeating: 0, count: bound)
        let draws = bound * 400
        for _ in 0..<draws {
            counts[random.below(bound)] += 1
        }
        #expect(counts.allSatisfy { $0 > 400 / 2 && $0 < 400 * 2 }, "\(counts.prefix(10))")
    }
}
