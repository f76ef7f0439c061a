/// Work the host performs after an intent: the app model itself does no I/O.
public enum AppEffect: Hashable, Sendable {
    /// Store the options so they survive restarts (R4.3).
    case saveOptions(Options)
    /// Store the unfinished game so "Resume" can restore it.
    case saveGame(SavedGame)
    /// Forget the stored game: it has ended.
    case deleteSavedGame
    /// Search for a hint or the computer's move, off the main loop, and send back the intent
    /// ``think(_:)`` returns (seed 001 1.8, 2.1).
    case think(ThinkRequest)
}
