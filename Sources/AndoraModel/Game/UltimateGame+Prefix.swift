import AndoraCore

extension UltimateGame {
    /// The game after its first `count` moves (all of them if it has fewer).
    func prefix(_ count: Int) -> UltimateGame {
        // A prefix of legal moves is legal: the fallback is never taken.
        (try? UltimateGame(rules: rules, moves: Array(moves.prefix(count)))) ?? self
    }
}
