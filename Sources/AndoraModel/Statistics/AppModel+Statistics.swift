/// The Statistics screen, the personal bests a game beats, and the daily streak (R5.1.9, R5.4.2).
extension AppModel {
    /// Opens the Statistics screen and asks the host for the games it counts.
    mutating func openStatistics() -> [AppEffect] {
        destination = .statistics(StatisticsDestination())
        return [.fetch(.summaries)]
    }

    mutating func sendOnStatistics(_ intent: AppIntent) -> [AppEffect] {
        if intent == .back {
            destination = .main(MainDestination())
        }
        return []
    }

    /// The device's time zone; kept with the options, so that a day means the player's day.
    mutating func setTimeZone(_ utcOffsetMinutes: Int) -> [AppEffect] {
        guard Self.utcOffsets.contains(utcOffsetMinutes), utcOffsetMinutes != options.utcOffsetMinutes else { return [] }
        options.utcOffsetMinutes = utcOffsetMinutes
        if case .options(var screen) = destination {
            screen.draft.utcOffsetMinutes = utcOffsetMinutes
            destination = .options(screen)
        }
        return [.store(.options(options))]
    }

    /// From UTC−14:00 to UTC+14:00, the offsets time zones have.
    static let utcOffsets = -840...840

    /// The store's games, counted: for the Statistics screen, or for what the game that has just
    /// ended achieved.
    mutating func receive(_ summaries: [GameSummary]) {
        let statistics = PlayerStatistics(summaries, utcOffsetMinutes: options.utcOffsetMinutes, now: now)
        switch destination {
        case .statistics:
            destination = .statistics(StatisticsDestination(statistics: statistics))
        case .game(var screen):
            guard let ended = screen.awaitedAchievement else { return }
            screen.awaitedAchievement = nil
            if let latest = statistics.latest, latest.endedAt == ended { screen.achievement = latest }
            destination = .game(screen)
        default:
            break
        }
    }
}
