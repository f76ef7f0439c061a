/// A profile's statistics over its played games (R5.1.9), its daily streak (R5.4.2), and
/// what its latest game achieved.
public struct PlayerStatistics: Hashable, Sendable {
    /// One entry per rule set played, in ``GameVariant`` order.
    public private(set) var groups: [VariantStatistics] = []
    /// Days in a row, up to today or up to yesterday (today may still come), with a finished game.
    public private(set) var dailyStreak = 0
    /// The latest game and what it achieved.
    public private(set) var latest: Achievement?

    /// What the latest game achieved: the records it beat, and the daily streak if it was the day's
    /// first finished game, so that the streak is congratulated once a day.
    public struct Achievement: Hashable, Sendable {
        /// When the game ended: tells which game this is.
        public var endedAt: Int64
        public var rules: GameVariant
        public var bests: [PersonalBest]
        /// Days in a row now, when this game made the streak longer than one day.
        public var streak: Int?
    }

    /// The statistics of the games, which are in the order they ended.
    ///
    /// - Parameters:
    ///   - utcOffsetMinutes: the player's time zone, which decides where one day ends.
    ///   - now: the host's clock, for today's date.
    public init(_ games: [GameSummary], utcOffsetMinutes: Int, now: Int64) {
        let day = { (time: Int64) in (time + Int64(utcOffsetMinutes) * 60_000).floorDivided(by: 86_400_000) }
        // The last day with a finished game, and how many days in a row end there.
        var lastDay: Int64?
        var daysInARow = 0
        var byVariant: [GameVariant: VariantStatistics] = [:]
        for game in games {
            let bests = byVariant[game.rules, default: VariantStatistics(rules: game.rules)].add(game)
            var streak: Int?
            if game.result != .abandoned, case let played = day(game.endedAt), played != lastDay {
                daysInARow = lastDay == played - 1 ? daysInARow + 1 : 1
                lastDay = played
                streak = daysInARow > 1 ? daysInARow : nil
            }
            latest = Achievement(endedAt: game.endedAt, rules: game.rules, bests: bests, streak: streak)
        }
        groups = byVariant.values.sorted { $0.rules < $1.rules }
        if let lastDay, lastDay >= day(now) - 1 {
            dailyStreak = daysInARow
        }
    }
}

extension Int64 {
    /// Division rounding towards minus infinity, so that times before 1970 fall on the right day.
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return self % divisor < 0 ? quotient - 1 : quotient
    }
}
