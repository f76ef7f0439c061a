/// A modal dialog over the game screen.
public enum DialogKind: String, Hashable, Sendable, Codable {
    /// R3.1: "Are you sure you want to exit the game?"
    case exitConfirmation
    /// R3.5.4: "X won".
    case winner
    /// R3.5.5: "It's a draw".
    case draw
}
