import AndoraCore

extension UltimateGame {
    /// A game of random legal moves, stopping after `limit` moves or at the end of the game.
    public static func random(rules: UltimateRules, limit: Int = 81, using generator: inout SplitMix64) -> UltimateGame {
        var game = UltimateGame(rules: rules)
        game.playRandomly(using: &generator, maxMoves: limit)
        return game
    }
}
