/// The profile's statistics per rule set, its personal bests and its daily streak (R5.1.9, R5.4.2).
public struct StatisticsScreenState: Hashable, Sendable {
    public var title: String
    public var back: ButtonState
    /// "Days in a row: 3", or how to begin a streak.
    public var streak: String
    /// Said instead of the groups when nothing was played yet.
    public var empty: String?
    public var groups: [StatisticsGroupState]
    /// "Puzzles: 7 of 32 solved, 5 at the first try".
    public var puzzles: String
}

/// The games of one rule set.
public struct StatisticsGroupState: Hashable, Sendable {
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
public struct FigureState: Hashable, Sendable {
    public var label: String
    public var value: String
}

/// One kind of result in the results bar.
public struct ChartPartState: Hashable, Sendable {
    public var result: HistoryResult
    public var label: String
    public var count: Int
    /// Of all the group's games, 0…1.
    public var share: Double
}

extension StatisticsScreenState: WireState {
    public static let wireName = "StatisticsScreen"

    public static func wireFields(_ shape: inout some WireFields<StatisticsScreenState>) {
        shape.field("title") { $0.title }
        shape.field("back") { $0.back }
        shape.field("streak") { $0.streak }
        shape.field("empty") { $0.empty }
        shape.field("groups") { $0.groups }
        shape.field("puzzles") { $0.puzzles }
    }
}

extension StatisticsGroupState: WireState {
    public static let wireName = "StatisticsGroup"

    public static func wireFields(_ shape: inout some WireFields<StatisticsGroupState>) {
        shape.field("title") { $0.title }
        shape.field("chart") { $0.chart }
        shape.field("chartLabel") { $0.chartLabel }
        shape.field("figures") { $0.figures }
        shape.field("levels") { $0.levels }
    }
}

extension FigureState: WireState {
    public static let wireName = "Figure"

    public static func wireFields(_ shape: inout some WireFields<FigureState>) {
        shape.field("label") { $0.label }
        shape.field("value") { $0.value }
    }
}

extension ChartPartState: WireState {
    public static let wireName = "ChartPart"

    public static func wireFields(_ shape: inout some WireFields<ChartPartState>) {
        shape.field("result") { $0.result }
        shape.field("label") { $0.label }
        shape.field("count") { $0.count }
        shape.field("share") { $0.share }
    }
}
