import AndoraCore
import AndoraEngine
import AndoraEngineTraining
import Testing

@Suite struct NetworkTrainerTests {
    /// Fitted to a few quick self-play games, the network added to the evaluation predicts their
    /// results better than the evaluation of field chances alone, and the fit lowers its error.
    @Test func theNetworkPredictsTheGamesBetterThanTheChancesAlone() {
        let samples = (1...30).flatMap { seed in
            let game = SelfPlay(rules: .standard, seed: UInt64(seed), openingMoves: 4, nodes: 300)
            return game.positions.map { NetworkTrainer.sample($0.position, result: Float(game.result(for: $0.position.sideToMove))) }
        }
        var random = SplitMix64(seed: 3)
        var trainer = NetworkTrainer(random: &random)
        trainer.fitSlope(samples)
        let before = trainer.loss(samples)
        for _ in 0..<20 { trainer.fit(samples, batch: 64, rate: 0.003, random: &random) }
        #expect(trainer.loss(samples) < before)
        #expect(trainer.loss(samples) < trainer.evaluationLoss(samples) * 0.95)
    }
}
