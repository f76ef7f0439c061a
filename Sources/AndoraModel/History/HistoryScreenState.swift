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
    public var opening: GameOpeningState
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

extension HistoryScreenState: WireState {
    public static let wireName = "HistoryScreen"
    public static let wireSummary: String? = "The profile's finished and abandoned games, 20 a page (R5.2.3)."

    public static func wireFields(_ shape: inout some WireFields<HistoryScreenState>) {
        shape.field("title", .string) { $0.title }
        shape.field("back", .reference("Button")) { $0.back }
        shape.field("sort", .reference("Picker")) { $0.sort }
        shape.field("mode", .reference("Picker")) { $0.mode }
        shape.field("result", .reference("Picker")) { $0.result }
        shape.field("rows", .array(of: .reference("HistoryRow"))) { $0.rows }
        shape.field("summary", .string) { $0.summary }
        shape.field("previous", .reference("Button")) { $0.previous }
        shape.field("next", .reference("Button")) { $0.next }
        shape.field("deleteAll", .reference("Button")) { $0.deleteAll }
        shape.field("opening", .reference("GameOpening")) { $0.opening }
    }
}

extension HistoryRowState: WireState {
    public static let wireName = "HistoryRow"

    public static func wireFields(_ shape: inout some WireFields<HistoryRowState>) {
        shape.field("id", .typed("integer")) { $0.id }
        shape.field("endedAt", .typed("integer").described("Milliseconds since 1970 (UTC); the page shows it in the browser's time zone.")) { $0.endedAt }
        shape.field("rules", .string) { $0.rules }
        shape.field("opponent", .string) { $0.opponent }
        shape.field("result", .string) { $0.result }
        shape.field("moves", .string) { $0.moves }
        shape.field("duration", .string) { $0.duration }
        shape.field("label", .string) { $0.label }
        shape.field("open", .reference("Intent")) { $0.open }
        shape.field("delete", .reference("Button")) { $0.delete }
    }
}
