import AndoraModel
import Synchronization

/// Profiles kept in memory: for tests, and for a host that must not touch the disk.
public final class MemoryProfileStore: ProfileStore {
    private let profiles = Mutex<[ProfileID: StoredProfile]>([:])
    private let ended = Mutex<[ProfileID: [HistoryEntry]]>([:])
    private let lastGameID = Mutex<Int64>(0)
    /// When set, every commit fails with this reason (to test how failures are shown).
    private let failure = Mutex<String?>(nil)

    public init() {}

    public func profile(_ id: ProfileID) async throws -> StoredProfile? {
        profiles.withLock { $0[id] }
    }

    public func commit(_ changes: [StoreChange], for id: ProfileID) async throws {
        if let reason = failure.withLock({ $0 }) { throw MemoryStoreFailure(reason: reason) }
        var profile = profiles.withLock { $0[id] } ?? StoredProfile()
        var games = ended.withLock { $0[id] ?? [] }
        for change in changes {
            switch change {
            case .options(let options): profile.options = options
            case .game(let game): profile.game = game
            case .gameEnded(let game):
                if game.endsUnfinishedGame { profile.game = nil }
                let gameID = lastGameID.withLock { last in
                    last += 1
                    return last
                }
                games.append(HistoryEntry(id: gameID, game: game))
            case .forgetPlayedGame(let gameID): games.removeAll { $0.id == gameID }
            case .forgetPlayedGames: games = []
            case .paper(let paper): profile.paper = paper
            case .place(let place): profile.place = place
            case .tutorial(let progress): profile.tutorial = progress
            }
        }
        profile.hasPlayedGames = !games.isEmpty
        profiles.withLock { [profile] in $0[id] = profile }
        ended.withLock { [games] in $0[id] = games }
    }

    public func history(of id: ProfileID, _ query: HistoryQuery) async throws -> HistoryPage {
        let found = ended.withLock { $0[id] ?? [] }.filter(query.matches).sorted(by: query.sort.orders)
        return HistoryPage(entries: Array(found.dropFirst(query.offset).prefix(HistoryQuery.pageSize)), total: found.count)
    }

    public func summaries(of id: ProfileID) async throws -> [GameSummary] {
        ended.withLock { $0[id] ?? [] }
            .sorted { ($0.game.endedAt, $0.id) < ($1.game.endedAt, $1.id) }
            .map { GameSummary($0.game) }
    }

    /// The finished and abandoned games stored for the profile, oldest first.
    public func playedGames(of id: ProfileID) -> [PlayedGame] {
        ended.withLock { $0[id] ?? [] }.map(\.game)
    }

    /// Makes every later commit fail (`reason`) or succeed again (`nil`).
    public func failCommits(_ reason: String?) {
        failure.withLock { $0 = reason }
    }
}

/// The error ``MemoryProfileStore`` throws when told to fail.
public struct MemoryStoreFailure: Error, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
}
