/// How much a search may spend on one move.
public enum SearchBudget: Hashable, Sendable {
    /// At most this many playouts (tree iterations): reproducible on any machine.
    case nodes(Int)
    /// At most this much time on the player's clock.
    case time(Duration)
}
