/// The History screen (R5.2.3): the profile's finished and abandoned games, a page at a time.
public struct HistoryScreenState: Hashable, Sendable {
    public var title: String
    public var back: ButtonState
    public var sort: PickerState
    /// Filters: the mode and the result.
    public var mode: PickerState
    public var result: PickerState
    /// The games of this page; empty while the store has not answered or nothing matches.
    public var rows: [HistoryRowState]
    /// "Games 1–20 of 134", or why the list is empty.
    public var summary: String
    public var previous: ButtonState
    public var next: ButtonState
    /// Asks before deleting every game; disabled when there is none.
    public var deleteAll: ButtonState
}

/// One played game in the list.
public struct HistoryRowState: Hashable, Sendable {
    public var id: Int64
    /// When it ended, in milliseconds since 1970 (UTC): front ends show it in the player's time zone.
    public var endedAt: Int64
    /// "Andora (first)", "Classic 5×5, 4 in a row".
    public var rules: String
    public var opponent: String
    public var result: String
    public var moves: String
    /// "4:12", or "—" for a game begun before times were kept.
    public var duration: String
    /// The row read aloud, without the date.
    public var label: String
    /// Opens the replay.
    public var open: AppIntent
    public var delete: ButtonState

    /// What the row says, in order: rules, opponent, result, moves, duration.
    public var items: [String] { [rules, opponent, result, moves, duration] }
}

extension HistoryScreenState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("title", title)
            object.field("back", back)
            object.field("sort", sort)
            object.field("mode", mode)
            object.field("result", result)
            object.field("rows", rows)
            object.field("summary", summary)
            object.field("previous", previous)
            object.field("next", next)
            object.field("deleteAll", deleteAll)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension HistoryScreenState: Codable {}
#endif

extension HistoryRowState: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("id", id)
            object.field("endedAt", endedAt)
            object.field("rules", rules)
            object.field("opponent", opponent)
            object.field("result", result)
            object.field("moves", moves)
            object.field("duration", duration)
            object.field("label", label)
            object.field("open", open)
            object.field("delete", delete)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension HistoryRowState: Codable {}
#endif
