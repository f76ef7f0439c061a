/// Why the app model asks the host to search.
public enum ThinkPurpose: String, Hashable, Sendable {
    /// A hint for the player to move (R5.1.8).
    case hint
    /// The computer opponent's move (R5.2.1).
    case move
    /// A position of a played game judged for its review: the move and the score.
    case review
}
