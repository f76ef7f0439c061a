import AndoraCore
import AndoraEngine

/// The game screen (R3): the game in play and what only this screen has.
struct GameDestination: Hashable, Sendable {
    var game: SavedGame
    var dialog: DialogKind?
    /// A result that arrived under an open dialog; it opens when that dialog closes (docs/SPEC.md, D7).
    var waitingDialog: DialogKind?
    /// The pending mark (R3.5.3.2) and why the last tap was refused.
    var input = BoardInput<TextKey>()
    /// The cell the last hint suggests, until the game changes.
    var hint: Cell?
    /// The search whose answer the screen waits for; any other answer is stale.
    var awaitedThought: ThinkRequest?
    /// The coach's note on the player's last move, and the judgement of the position
    /// before it while the one after it is awaited.
    var coach: CoachNote?
    var coachBefore: Judgement?
    /// The board shows the coach's better move.
    var showsBetterMove = false
    /// The coach's better move while it can be shown: on the board it was better on, before the reply.
    var betterMoveToShow: Cell? {
        game.board.moves.last == coach?.move ? coach?.better : nil
    }
    /// Paused (R5.1.3): the clock stands, the field is covered and takes no moves. Kept with
    /// the game, so that a game left paused comes back paused.
    var paused: Bool {
        get { game.paused }
        set { game.paused = newValue }
    }
    /// When the clock was last read while running; `nil` while it stands (paused, the game over) or
    /// before its first reading.
    var clockReadAt: Int64?
    /// When the game ended, while the screen waits for the statistics that tell what it achieved.
    var awaitedAchievement: Int64?
    /// The records the ended game beat and the streak it continued, for the result dialog.
    var achievement: PlayerStatistics.Achievement?

    /// The screen over `game`; its clock runs from `now`, or from its first reading when the time is
    /// not known yet (a screen restored at launch), and stands while the game is paused.
    init(game: SavedGame, now: Int64?) {
        self.game = game
        clockReadAt = game.paused ? nil : now
    }

    /// Counts the time since the last reading for the side to move, while the clock runs.
    mutating func readClock(at now: Int64) {
        guard !paused, let player = game.board.outcome.playerToMove else {
            clockReadAt = nil
            return
        }
        if let last = clockReadAt {
            game.clock.run(for: player, from: last, to: now)
        }
        clockReadAt = now
    }
}
