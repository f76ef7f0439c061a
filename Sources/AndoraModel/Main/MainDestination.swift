/// The main screen (R2) and its one question: replace the unfinished game?
struct MainDestination: Hashable, Sendable {
    /// "Start game" was pressed while an unfinished game is kept: ask before replacing it.
    var confirmingNewGame = false
}
