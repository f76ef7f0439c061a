import AndoraHost
import AndoraModel

/// A profile store seen through `andora play --lang`: the run speaks the given language, and options
/// saved in it keep the stored language, so the flag never changes what is saved.
public struct RunLanguageStore: ProfileStore {
    private let base: any ProfileStore
    private let language: Language

    public init(_ base: any ProfileStore, language: Language) {
        self.base = base
        self.language = language
    }

    public func profile(_ id: ProfileID) async throws -> StoredProfile? {
        var profile = try await base.profile(id) ?? StoredProfile()
        profile.options.language = language
        return profile
    }

    public func contains(_ id: ProfileID) async throws -> Bool {
        try await base.contains(id)
    }

    public func commit(_ changes: [StoreChange], for id: ProfileID) async throws {
        let stored = try await base.profile(id)?.options.language ?? Options.default.language
        try await base.commit(changes.map { change in
            guard case .options(var options) = change, options.language == language else { return change }
            options.language = stored
            return .options(options)
        }, for: id)
    }

    public func history(of id: ProfileID, _ query: HistoryQuery) async throws -> HistoryPage {
        try await base.history(of: id, query)
    }

    public func summaries(of id: ProfileID) async throws -> [GameSummary] {
        try await base.summaries(of: id)
    }

    public func mergePlayedGames(_ games: [PlayedGame], into id: ProfileID, keepingAtMost limit: Int) async throws -> Int {
        try await base.mergePlayedGames(games, into: id, keepingAtMost: limit)
    }

    public func playedGames(of id: ProfileID, after cursor: PlayedGameCursor?, count: Int) async throws -> PlayedGamesPage {
        try await base.playedGames(of: id, after: cursor, count: count)
    }

    public func playedGames(of id: ProfileID, inMatch code: MatchCode) async throws -> [PlayedGame] {
        try await base.playedGames(of: id, inMatch: code)
    }

    public func checkReachable() async throws {
        try await base.checkReachable()
    }
}
