/// How much a search may spend on one move.
public enum SearchBudget: Hashable, Sendable {
    /// At most this many playouts (tree iterations), or for the expert moves made in its search:
    /// reproducible on any machine.
    case nodes(Int)
    /// At most this much time on the player's clock.
    case time(Duration)
}
