import AndoraModel

/// Where profiles live between runs; ``AppRuntime`` reads and writes them through this interface,
/// `AndoraStore` implements it with SQLite, tests may use ``MemoryProfileStore``.
public protocol ProfileStore: Sendable {
    /// The stored profile, or `nil` if nothing was ever stored under this id.
    ///
    /// Reading never waits for other profiles' writes.
    func profile(_ id: ProfileID) async throws -> StoredProfile?

    /// Whether anything was ever stored under this id, without reading it (no repair of what
    /// does not read, so that the reading that follows still finds it).
    func contains(_ id: ProfileID) async throws -> Bool

    /// Stores the changes in one transaction, creating the profile if needed, and returns only
    /// once they are committed: a change answered is a change stored.
    func commit(_ changes: [StoreChange], for id: ProfileID) async throws

    /// A page of the profile's finished and abandoned games (R5.2.3).
    func history(of id: ProfileID, _ query: HistoryQuery) async throws -> HistoryPage

    /// Every played game of the profile in the order they ended, for statistics (R5.1.9).
    func summaries(of id: ProfileID) async throws -> [GameSummary]

    /// Adds the played games the profile's history lacks (a page's backup; an equal game is the
    /// same game, looked up by when it ended), in one transaction, creating the profile if needed;
    /// returns how many games it holds then. Adds none and throws ``HistoryFull`` when they would
    /// make more than `limit`.
    func mergePlayedGames(_ games: [PlayedGame], into id: ProfileID, keepingAtMost limit: Int) async throws -> Int

    /// Up to `count` of the profile's played games in the order they ended, those after `cursor`
    /// (from the first without one): a read, which makes nothing.
    func playedGames(of id: ProfileID, after cursor: PlayedGameCursor?, count: Int) async throws -> PlayedGamesPage

    /// The profile's games of the match `code`, in the order they ended: a read, which makes nothing.
    func playedGames(of id: ProfileID, inMatch code: MatchCode) async throws -> [PlayedGame]

    /// Asks the store the least it can answer (`SELECT 1`), for a readiness probe (`/readyz`);
    /// throws why it cannot.
    func checkReachable() async throws
}
