/// What the app model asks the host to read from the store (the model does no I/O).
public enum FetchRequest: Hashable, Sendable {
    case history(HistoryQuery)
    /// Every played game of the profile, in the order they ended, for statistics.
    case summaries
}
