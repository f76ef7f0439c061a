/// A game of the history with the id the store knows it by.
public struct HistoryEntry: Hashable, Sendable {
    public var id: Int64
    public var game: PlayedGame

    public init(id: Int64, game: PlayedGame) {
        self.id = id
        self.game = game
    }
}
