/// The History screen (seed 001 2.3): the profile's finished and abandoned games, a page at a time.
public struct HistoryScreenState: Hashable, Sendable, Codable {
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
public struct HistoryRowState: Hashable, Sendable, Codable {
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
}
