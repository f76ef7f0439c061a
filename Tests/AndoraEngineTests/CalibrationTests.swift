import AndoraCore
import AndoraEngine
import Testing

@Suite struct CalibrationTests {
    /// Positions of one game share its result, so a decile says how many games its
    /// positions come from as well as how many positions it holds.
    @Test func aDecileCountsItsGamesOnceAndItsPositionsEach() {
        let even = { (game: Int, result: Double) in
            Calibration.Sample(score: 0, mover: .x, result: result, rules: .standard, game: game)
        }
        let calibration = Calibration(samples: [even(0, 1), even(0, 1), even(0, 1), even(1, 0)])
        let rated = calibration.deciles().filter { $0.count > 0 }
        #expect(rated.count == 1)
        #expect(rated.first?.count == 4 && rated.first?.games == 2)
        #expect(rated.first?.actual == 0.75)
    }
}
