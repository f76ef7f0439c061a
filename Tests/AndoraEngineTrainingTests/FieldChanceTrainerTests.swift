import AndoraCore
import AndoraEngine
import AndoraEngineTraining
import Testing

@Suite struct FieldChanceTrainerTests {
    /// Positions of a few quick self-play games with the results their players got.
    private static func samples(_ trainer: FieldChanceTrainer, seeds: ClosedRange<UInt64>) -> [FieldChanceTrainer.Sample] {
        seeds.flatMap { seed in
            let game = SelfPlay(rules: .standard, seed: seed, openingMoves: 4, nodes: 300)
            return game.positions.map { trainer.sample($0.position, result: Float(game.result(for: $0.position.sideToMove))) }
        }
    }

    /// Fitting lowers the error of the predicted results on the positions fitted to.
    @Test func fittingPredictsTheGamesBetter() {
        var trainer = FieldChanceTrainer(startingFrom: .shipped(for: .standard))
        let samples = Self.samples(trainer, seeds: 1...30)
        trainer.fitSlope(samples)
        let before = trainer.loss(samples)
        var random = SplitMix64(seed: 1)
        trainer.fit(samples, epochs: 5, rate: 0.01, batch: 64, random: &random)
        #expect(trainer.loss(samples) < before * 0.97)
    }

    /// A side with no open line keeps no chance, and no open state is written as lost or won.
    @Test func fittedChancesKeepTheirShape() {
        var trainer = FieldChanceTrainer(startingFrom: .shipped(for: .standard))
        let samples = Self.samples(trainer, seeds: 31...40)
        var random = SplitMix64(seed: 2)
        trainer.fit(samples, epochs: 3, rate: 0.05, batch: 32, random: &random)
        let chances = trainer.weights.chances
        #expect(chances != EvaluationWeights.shipped(for: .standard).chances)
        // The other side holding the centre and the edges, a cell of every line: no chance.
        let blocked = Int(FieldChances.mirrorClasses.ofState[FieldChances.state(mine: 0o001, theirs: 0o272)])
        #expect(chances[blocked] == 0 && chances[blocked + FieldChances.mirrorClasses.count] == 0)
        #expect(!chances.contains(255))
    }
}
