/// A merge refused because the history would then hold more than the games a backup may: nothing
/// was added.
public struct HistoryFull: Error, Equatable, Sendable {
    /// The most games the history may hold.
    public let limit: Int

    public init(limit: Int) {
        self.limit = limit
    }
}
