import AndoraModel

/// Where matches live between runs (issue 13); ``MatchHall`` reads and writes them through this
/// interface, `AndoraStore` implements it with SQLite, tests use ``MemoryMatchStore``.
public protocol MatchStore: Sendable {
    /// The stored match, or `nil` if no match has this code.
    func match(_ code: MatchCode) async throws -> Match?

    /// The open match in which the profile holds a seat, if any (the newest).
    func openMatch(seating profile: ProfileID) async throws -> Match?

    /// Every open match, for the sweep of abandoned ones after a restart.
    func openMatches() async throws -> [Match]

    /// Stores the match and, in the same transaction, the game it just ended in the history of each
    /// profile named; returns once committed.
    func commit(_ match: Match, ended: [ProfileID: PlayedGame]) async throws
}
