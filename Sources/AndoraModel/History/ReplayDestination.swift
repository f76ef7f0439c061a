/// A played game shown move by move (R5.2.3).
struct ReplayDestination: Hashable, Sendable {
    var entry: HistoryEntry
    /// Moves shown: 0 is the empty board, the move count the end.
    var step: Int
    /// While autoplay runs: when it last stepped, on the host's clock.
    var autoplaySteppedAt: Int64?
    /// The history page to go back to.
    var history: HistoryQuery
    /// The finished game's screen to go back to instead, when its result dialog opened the replay
    /// (there Undo can still take moves back; docs/SPEC.md, D7).
    var finishedGame: GameDestination?
    /// "Play from here" waits for a yes: it would replace the unfinished game.
    var confirmingNewGame = false
    /// The review's search under way, if any: a host cancels every other.
    var awaitedThought: ThinkRequest?
    /// The board shows the engine's better move for the move shown.
    var showsBetterMove = false

    var moveCount: Int { entry.game.moves.count }
}
