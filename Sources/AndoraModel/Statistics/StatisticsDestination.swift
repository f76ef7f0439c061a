/// The Statistics screen (R5.1.9): the profile's statistics as the store's games last gave them.
struct StatisticsDestination: Hashable, Sendable {
    /// `nil` until the store has answered.
    var statistics: PlayerStatistics?
}
