import AndoraCore
@testable import AndoraEngine

extension Position {
    /// Positions in progress reached by random moves from the start of `games` games: game `n`
    /// stops after `n % longest` moves; the games that ended before are left out.
    static func randomlyPlayed(rules: RuleSet, seed: UInt64, games: Int, longest: Int) -> [Position] {
        var generator = SplitMix64(seed: seed)
        return (0..<games).compactMap { game in
            var position = Position(rules: rules)
            for _ in 0..<game % longest where !position.isOver {
                let (field, slot) = position.randomMove(using: &generator)
                position.play(field: field, slot: slot)
            }
            return position.isOver ? nil : position
        }
    }
}
