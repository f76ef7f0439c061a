/// Matches in memory, for tests and for a runtime without a database; played games go to the
/// profile store given, so the histories see them.
public actor MemoryMatchStore: MatchStore {
    private var matches: [MatchCode: Match] = [:]
    private let profiles: any ProfileStore
    /// When set, every commit fails with it (a full disk).
    private var failure: (any Error)?

    public init(profiles: any ProfileStore = MemoryProfileStore()) {
        self.profiles = profiles
    }

    /// Makes every later commit fail (`nil`: succeed again).
    public func failCommits(with error: (any Error)?) {
        failure = error
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

    public func commit(_ match: Match, ended: [ProfileID: PlayedGame]) async throws {
        if let failure { throw failure }
        for (profile, game) in ended {
            try await profiles.commit([.gameEnded(game)], for: profile)
        }
        matches[match.code] = match
    }
}
