import AndoraModel
import Synchronization

/// Profiles kept in memory: for tests, and for a host that must not touch the disk.
public final class MemoryProfileStore: ProfileStore {
    private let books = Mutex<[ProfileID: ProfileBook]>([:])
    /// When set, every commit fails with this reason (to test how failures are shown).
    private let failure = Mutex<String?>(nil)
    /// When set, every read of a profile fails with this reason.
    private let readFailure = Mutex<String?>(nil)

    public init() {}

    public func profile(_ id: ProfileID) async throws -> StoredProfile? {
        if let reason = readFailure.withLock({ $0 }) { throw MemoryStoreFailure(reason: reason) }
        return books.withLock { $0[id]?.profile }
    }

    public func contains(_ id: ProfileID) async throws -> Bool {
        if let reason = readFailure.withLock({ $0 }) { throw MemoryStoreFailure(reason: reason) }
        return books.withLock { $0[id] != nil }
    }

    public func commit(_ changes: [StoreChange], for id: ProfileID) async throws {
        if let reason = failure.withLock({ $0 }) { throw MemoryStoreFailure(reason: reason) }
        books.withLock { _ = $0[id, default: ProfileBook()].apply(changes) }
    }

    public func mergePlayedGames(_ games: [PlayedGame], into id: ProfileID, keepingAtMost limit: Int) async throws -> Int {
        if let reason = failure.withLock({ $0 }) { throw MemoryStoreFailure(reason: reason) }
        let held: Int? = books.withLock { books in
            // Merged into a copy, kept only within the limit: a refused request leaves the book as it was.
            var book = books[id] ?? ProfileBook()
            book.merge(games)
            guard book.games.count <= limit else { return nil }
            books[id] = book
            return book.games.count
        }
        guard let held else { throw HistoryFull(limit: limit) }
        return held
    }

    public func playedGames(of id: ProfileID, after cursor: PlayedGameCursor?, count: Int) async throws -> PlayedGamesPage {
        let entries = books.withLock { $0[id]?.games ?? [] }
            .filter { cursor?.precedes(endedAt: $0.game.endedAt, row: $0.id) ?? true }
            .sorted { ($0.game.endedAt, $0.id) < ($1.game.endedAt, $1.id) }
        return PlayedGamesPage(Array(entries.prefix(count)), count: count)
    }

    public func history(of id: ProfileID, _ query: HistoryQuery) async throws -> HistoryPage {
        books.withLock { $0[id] ?? ProfileBook() }.history(query)
    }

    public func summaries(of id: ProfileID) async throws -> [GameSummary] {
        books.withLock { $0[id] ?? ProfileBook() }.summaries()
    }

    public func playedGames(of id: ProfileID, inMatch code: MatchCode) async throws -> [PlayedGame] {
        playedGames(of: id).filter { $0.match == code }
    }

    /// The finished and abandoned games stored for the profile, oldest first.
    public func playedGames(of id: ProfileID) -> [PlayedGame] {
        books.withLock { $0[id]?.games.map(\.game) ?? [] }
    }

    /// Fails as commits do (``failCommits(_:)``).
    public func checkReachable() async throws {
        if let reason = failure.withLock({ $0 }) { throw MemoryStoreFailure(reason: reason) }
    }

    /// Makes every later commit and check fail (`reason`) or succeed again (`nil`).
    public func failCommits(_ reason: String?) {
        failure.withLock { $0 = reason }
    }

    /// Makes every later read of a profile fail (`reason`) or succeed again (`nil`).
    public func failReads(_ reason: String?) {
        readFailure.withLock { $0 = reason }
    }
}

/// The error ``MemoryProfileStore`` throws when told to fail.
public struct MemoryStoreFailure: Error, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
}
