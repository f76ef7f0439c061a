import AndoraCore

extension UltimateGame {
    /// A game of random legal moves, stopping after `limit` moves or at the end of the game.
    public static func random(rules: UltimateRules, limit: Int = 81, using generator: inout SeededGenerator) -> UltimateGame {
        var game = UltimateGame(rules: rules)
        while game.moves.count < limit, let move = game.legalMoves.randomElement(using: &generator) {
            try! game.play(move)
        }
        return game
    }
}
