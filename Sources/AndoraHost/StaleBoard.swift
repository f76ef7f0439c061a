/// A move refused because it was made on a board older than the one now shown (the other side
/// moved meanwhile): nothing changed, and the player looks again.
public struct StaleBoard: Error, Equatable, Sendable {
    public init() {}
}
