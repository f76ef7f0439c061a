import AndoraCore
import AndoraEngine
@testable import AndoraModel
import AndoraTestSupport
import Testing

/// The review's accuracy tells random play from the expert's, measured on self-played games
/// reviewed as the page reviews them. Everything is seeded and the searches have node budgets, so
/// the figures printed (docs/BENCHMARKS.md) are the same on every machine.
@Suite(.cpuBound) struct ReviewAccuracyTests {
    private let rules = UltimateRules.andora(strategy: .first)

    /// The review of `game` with the review's node budget.
    private func review(_ game: UltimateGame) -> GameReview {
        var review = GameReview(gameID: 1, game: game)
        while let step = review.nextStep {
            review.record(ComputerPlayer.judge(Position(game.prefix(step)), nodes: WinChance.nodes), at: step)
        }
        return review
    }

    /// Both players' accuracies in the reviews of `games`, X's then O's for each game.
    private func accuracies(_ games: [UltimateGame]) -> [Double] {
        games.flatMap { game in
            let review = review(game)
            return [Player.x, .o].compactMap { review.accuracy(of: $0) }
        }
    }

    /// The mean of `figures`, printed with them under `label`.
    private func mean(_ figures: [Double], label: String) -> Double {
        let mean = figures.reduce(0, +) / Double(figures.count)
        print("\(label): mean \(Int(mean.rounded())) %, each \(figures.map { Int($0.rounded()) })")
        return mean
    }

    /// A game the expert plays against itself (20,000 moves a search) after two random moves.
    private func expertGame(seed: UInt64) throws -> UltimateGame {
        var generator = SplitMix64(seed: seed)
        var game = UltimateGame.random(rules: rules, limit: 2, using: &generator)
        let expert = ComputerPlayer(level: .expert, seed: seed)
        var position = Position(game)
        while !position.isOver, let move = expert.bestMove(in: position, budget: .nodes(20_000)) {
            try game.play(move.cell)
            position = Position(game)
        }
        return game
    }

    @Test func randomPlayScoresLow() {
        var generator = SplitMix64(seed: 7)
        let games = (0..<4).map { _ in UltimateGame.random(rules: rules, using: &generator) }
        let figures = accuracies(games)
        #expect(mean(figures, label: "random play") < 55)
        #expect(figures.allSatisfy { $0 < 70 }, "no random player scores as a careful one")
    }

    @Test func theExpertScoresHigh() throws {
        let games = try (1...2).map { try expertGame(seed: UInt64($0)) }
        let figures = accuracies(games)
        #expect(mean(figures, label: "expert") > 85)
    }
}
