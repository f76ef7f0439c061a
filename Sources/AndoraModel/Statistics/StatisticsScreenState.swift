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
    public static let wireSummary: String? = "Results, personal bests and the daily streak (R5.1.9, R5.4.2)."

    public static func wireFields(_ shape: inout some WireFields<StatisticsScreenState>) {
        shape.field("title", .string) { $0.title }
        shape.field("back", .reference("Button")) { $0.back }
        shape.field("streak", .string.described("Days in a row, or how to begin a streak.")) { $0.streak }
        shape.field("empty", .string.described("Said instead of the groups when nothing was played yet.")) { $0.empty }
        shape.field("groups", .array(of: .reference("StatisticsGroup"))) { $0.groups }
        shape.field("puzzles", .string.described("\"Puzzles: 7 of 32 solved, 5 at the first try\".")) { $0.puzzles }
    }
}

extension StatisticsGroupState: WireState {
    public static let wireName = "StatisticsGroup"
    public static let wireSummary: String? = "The games of one rule set."

    public static func wireFields(_ shape: inout some WireFields<StatisticsGroupState>) {
        shape.field("title", .string) { $0.title }
        shape.field("chart", .array(of: .reference("ChartPart")).described("The results as one bar split by share.")) { $0.chart }
        shape.field("chartLabel", .string.described("The bar in words, for screen readers.")) { $0.chartLabel }
        shape.field("figures", .array(of: .reference("Figure")).described("Games and personal bests.")) { $0.figures }
        shape.field("levels", .array(of: .reference("Figure")).described("One per computer level played.")) { $0.levels }
    }
}

extension FigureState: WireState {
    public static let wireName = "Figure"

    public static func wireFields(_ shape: inout some WireFields<FigureState>) {
        shape.field("label", .string) { $0.label }
        shape.field("value", .string) { $0.value }
    }
}

extension ChartPartState: WireState {
    public static let wireName = "ChartPart"

    public static func wireFields(_ shape: inout some WireFields<ChartPartState>) {
        shape.field("result", .string.with("enum", ["xWon", "oWon", "draw", "abandoned"])) { $0.result }
        shape.field("label", .string) { $0.label }
        shape.field("count", .typed("integer").with("minimum", 0)) { $0.count }
        shape.field("share", .number.with("minimum", 0).with("maximum", 1).described("Of all the group's games.")) { $0.share }
    }
}
