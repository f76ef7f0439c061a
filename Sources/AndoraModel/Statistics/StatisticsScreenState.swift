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

extension StatisticsScreenState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("title", title)
            object.field("back", back)
            object.field("streak", streak)
            object.field("empty", empty)
            object.field("groups", groups)
            object.field("puzzles", puzzles)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension StatisticsScreenState: Codable {}
#endif

extension StatisticsGroupState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("title", title)
            object.field("chart", chart)
            object.field("chartLabel", chartLabel)
            object.field("figures", figures)
            object.field("levels", levels)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension StatisticsGroupState: Codable {}
#endif

extension FigureState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("label", label)
            object.field("value", value)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension FigureState: Codable {}
#endif

extension ChartPartState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("result", result)
            object.field("label", label)
            object.field("count", count)
            object.field("share", share)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension ChartPartState: Codable {}
#endif
