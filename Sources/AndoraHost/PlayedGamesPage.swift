import AndoraModel

/// Some of a profile's played games in the order they ended, and where the next read starts
/// (`nil` once none are left).
public struct PlayedGamesPage: Equatable, Sendable {
    public let games: [PlayedGame]
    public let next: PlayedGameCursor?

    /// The page of `entries` read for `count` games: a full page names where the next one starts.
    public init(_ entries: [HistoryEntry], count: Int) {
        games = entries.map { $0.game }
        next = entries.count == count ? entries.last.map { PlayedGameCursor(endedAt: $0.game.endedAt, row: $0.id) } : nil
    }
}
