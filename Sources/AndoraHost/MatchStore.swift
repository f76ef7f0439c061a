import AndoraModel

/// Where matches live between runs; ``MatchHall`` reads and writes them through this
/// interface, `AndoraStore` implements it with SQLite, `AndoraPostgres` with PostgreSQL (which
/// several servers may share), tests use ``MemoryMatchStore``.
public protocol MatchStore: Sendable {
    /// The stored match, or `nil` if no match has this code.
    func match(_ code: MatchCode) async throws -> Match?

    /// The open match in which the profile holds a seat, if any (the newest).
    func openMatch(seating profile: ProfileID) async throws -> Match?

    /// Every open match, for the sweep of abandoned ones after a restart.
    func openMatches() async throws -> [Match]

    /// How many open matches the profile holds a seat in.
    func openMatchCount(seating profile: ProfileID) async throws -> Int

    /// Removes the matches nobody joined that last changed before `time` (milliseconds since
    /// 1970), open or not; returns how many.
    @discardableResult
    func removeUnjoined(changedBefore time: Int64) async throws -> Int

    /// Stores the match and, in the same transaction, the game it just ended in the history of each
    /// profile named; returns once committed.
    func commit(_ match: Match, ended: [ProfileID: PlayedGame]) async throws

    /// Reads the match, lets `change` decide what it becomes, and stores that, in one transaction
    /// that holds the match against every other change, by this server or by another sharing the
    /// store: of two moves in one match, the later one sees the earlier.
    ///
    /// - Parameter change: the update to store, or `nil` to leave the match as it is; a refusal it
    ///   throws comes out as it is, and nothing is stored.
    /// - Returns: the match as it stands after, or `nil` if no match has this code.
    func update(
        _ code: MatchCode, _ change: @escaping @Sendable (Match) throws(MatchRefusal) -> MatchUpdate?
    ) async throws -> Match?

    /// News of the matches that change from now on, by any server sharing the store, for as long
    /// as the stream is read. A store that only one server uses has none: its stream ends at once.
    func news() -> AsyncStream<MatchNews>

    /// Tells every server reading ``news()`` which sides of a match this server's devices hold
    /// (``MatchNews/present(_:)``); a store that only one server uses has nobody to tell.
    func announce(_ presence: MatchPresence) async
}

extension MatchStore {
    public func news() -> AsyncStream<MatchNews> {
        AsyncStream { $0.finish() }
    }

    public func announce(_ presence: MatchPresence) async {}
}
