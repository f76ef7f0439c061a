import AndoraHost
import AndoraModel

/// A test store that keeps the profiles in a ``MemoryProfileStore`` and reads them from it: the
/// stores built on it change how commits behave and nothing else.
protocol ForwardingProfileStore: ProfileStore {
    var stored: MemoryProfileStore { get }
}

extension ForwardingProfileStore {
    func profile(_ id: ProfileID) async throws -> StoredProfile? { try await stored.profile(id) }
    func contains(_ id: ProfileID) async throws -> Bool { try await stored.contains(id) }
    func history(of id: ProfileID, _ query: HistoryQuery) async throws -> HistoryPage { try await stored.history(of: id, query) }
    func summaries(of id: ProfileID) async throws -> [GameSummary] { try await stored.summaries(of: id) }
    func mergePlayedGames(_ games: [PlayedGame], into id: ProfileID, keepingAtMost limit: Int) async throws -> Int {
        try await stored.mergePlayedGames(games, into: id, keepingAtMost: limit)
    }
    func playedGames(of id: ProfileID, after cursor: PlayedGameCursor?, count: Int) async throws -> PlayedGamesPage {
        try await stored.playedGames(of: id, after: cursor, count: count)
    }
    func playedGames(of id: ProfileID, inMatch code: MatchCode) async throws -> [PlayedGame] {
        try await stored.playedGames(of: id, inMatch: code)
    }
    func checkReachable() async throws {}
}
