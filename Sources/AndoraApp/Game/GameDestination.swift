import AndoraCore

/// The game screen (R3): the game in play and what only this screen has.
struct GameDestination: Hashable, Sendable {
    var game: SavedGame
    var dialog: DialogKind?
    /// A result that arrived under an open dialog; it opens when that dialog closes (SPEC-NOTES §7).
    var waitingDialog: DialogKind?
    /// The mark placed but not yet confirmed with "Finish turn" (R3.5.3.2).
    var pending: Cell?
    /// Why the last tap was refused; cleared by the next accepted intent.
    var refusal: TextKey?
    /// The cell the last hint suggests, until the game changes.
    var hint: Cell?
    /// The search whose answer the screen waits for; any other answer is stale.
    var awaitedThought: ThinkRequest?

    init(game: SavedGame) {
        self.game = game
    }
}
