import AndoraCore

/// The History screen (R5.2.3): a page of the profile's played games as the store last gave it.
struct HistoryDestination: Hashable, Sendable {
    var query = HistoryQuery()
    /// `nil` until the store has answered the query.
    var page: HistoryPage?
    /// The deletion waiting for the player's yes.
    var confirming: HistoryDeletion?
    /// The game just ended whose review the result dialog asked for: its replay opens once the page
    /// arrives with it first, and Back there returns to this screen.
    var reviewing: GameDestination?
    /// Why the moves last sent to "Open a game" could not be opened.
    var openingRefusal: GameFileError?
}

/// What the player asked to delete.
enum HistoryDeletion: Hashable, Sendable {
    case game(Int64)
    case all
}
