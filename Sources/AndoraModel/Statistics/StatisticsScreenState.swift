/// The profile's statistics per rule set, its personal bests and its daily streak (seed 001 1.9, 4.2).
public struct StatisticsScreenState: Hashable, Sendable, Codable {
    public var title: String
    public var back: ButtonState
    /// "Days in a row: 3", or how to begin a streak.
    public var streak: String
    /// Said instead of the groups when nothing was played yet.
    public var empty: String?
    public var groups: [StatisticsGroupState]
}

/// The games of one rule set.
public struct StatisticsGroupState: Hashable, Sendable, Codable {
    /// "Andora (first)".
    public var title: String
    /// The results drawn as one bar split by share, then said in words for screen readers.
    public var chart: [ChartPartState]
    public var chartLabel: String
    /// Games, results and personal bests, as label and value.
    public var figures: [FigureState]
    /// One figure per computer level played: "won 3, drawn 1, lost 2 · 50%".
    public var levels: [FigureState]
}

/// A labelled value.
public struct FigureState: Hashable, Sendable, Codable {
    public var label: String
    public var value: String
}

/// One kind of result in the results bar.
public struct ChartPartState: Hashable, Sendable, Codable {
    public var result: HistoryResult
    public var label: String
    public var count: Int
    /// Of all the group's games, 0…1.
    public var share: Double
}
