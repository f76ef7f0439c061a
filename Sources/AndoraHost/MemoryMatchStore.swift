import AndoraModel

/// Matches in memory, for tests and for a runtime without a database; played games go to the
/// profile store given, so the histories see them.
public actor MemoryMatchStore: MatchStore {
    private var matches: [MatchCode: Match] = [:]
    private let profiles: any ProfileStore
    /// When set, every commit fails with this reason (a full disk).
    private var failure: String?

    public init(profiles: any ProfileStore = MemoryProfileStore()) {
        self.profiles = profiles
    }

    /// Makes every later commit fail (`reason`) or succeed again (`nil`).
    public func failCommits(_ reason: String?) {
        failure = reason
    }

    public func match(_ code: MatchCode) -> Match? {
        matches[code]
    }

    public func openMatch(seating profile: ProfileID) -> Match? {
        matches.values.filter { $0.isOpen && $0.seat(of: profile) != nil }.max { $0.updatedAt < $1.updatedAt }
    }

    public func openMatches() -> [Match] {
        matches.values.filter(\.isOpen)
    }

    public func openMatchCount(seating profile: ProfileID) -> Int {
        matches.values.count { $0.isOpen && $0.seat(of: profile) != nil }
    }

    public func removeUnjoined(changedBefore time: Int64) -> Int {
        let gone = matches.values.filter { $0.isWaiting && $0.updatedAt < time }.map(\.code)
        for code in gone { matches[code] = nil }
        return gone.count
    }

    /// Stores the match before its first wait, so that an ``update(_:_:)`` is one step of the actor.
    public func commit(_ match: Match, ended: [ProfileID: PlayedGame]) async throws {
        if let failure { throw MemoryStoreFailure(reason: failure) }
        matches[match.code] = match
        for (profile, game) in ended {
            try await profiles.commit([.gameEnded(game)], for: profile)
        }
    }

    public func update(
        _ code: MatchCode, _ change: @escaping @Sendable (Match) throws(MatchRefusal) -> MatchUpdate?
    ) async throws -> Match? {
        guard let match = matches[code] else { return nil }
        guard let update = try change(match) else { return match }
        try await commit(update.match, ended: update.ended)
        return update.match
    }
}
