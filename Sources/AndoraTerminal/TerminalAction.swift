import AndoraModel

/// What a key or click asks the terminal front end to do.
public enum TerminalAction: Hashable, Sendable {
    /// Send an intent to the app model.
    case send(AppIntent)
    /// Leave the program (the terminal's own Quit; the app model has none).
    case quit
    /// Write the replayed game's picture and moves to files (the page downloads them instead).
    case saveReplay
}
