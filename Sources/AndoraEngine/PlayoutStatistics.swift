import AndoraCore

/// Results of many uniformly random games from one position; the playout speed the search builds on.
public struct PlayoutStatistics: Hashable, Sendable {
    public var xWins = 0
    public var oWins = 0
    public var draws = 0

    /// Games played.
    public var games: Int { xWins + oWins + draws }

    /// Plays `count` uniformly random games to the end from the position.
    public init(from position: Position, count: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<max(count, 0) {
            switch position.playout(using: &random, decisive: false).winner {
            case 0: xWins += 1
            case 1: oWins += 1
            default: draws += 1
            }
        }
    }
}
