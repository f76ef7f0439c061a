/// What one search chose and how much work it did.
public struct SearchResult: Hashable, Sendable {
    /// The move to play, or `nil` if the game is over.
    public let move: Move?
    /// Tree iterations, each ending in a playout or a proven result (middle level); moves made
    /// in the search (strong level and expert).
    public let iterations: Int
    /// Moves made in the tree and in playouts (middle level), or moves made plus leaves judged
    /// (strong level and expert): the positions the search visited.
    public let positions: Int
}
