/// What one search chose and how much work it did.
public struct SearchResult: Hashable, Sendable {
    /// The move to play, or `nil` if the game is over.
    public let move: Move?
    /// Tree iterations, each ending in a playout or a proven result.
    public let iterations: Int
    /// Moves made in the tree and in playouts: the positions the search visited.
    public let positions: Int
}
