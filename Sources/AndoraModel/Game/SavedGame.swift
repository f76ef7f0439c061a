import AndoraCore

/// A game with the options it started with: what autosave stores and "Resume" restores.
///
/// A pending mark (confirm turn) is not part of it: leaving the game drops it (docs/SPEC.md, D2).
public struct SavedGame: Hashable, Sendable {
    public var board: SavedBoard
    /// Whether moves in this game wait for "Finish turn".
    public var confirmTurn: Bool
    /// Who plays against the player; always ``Opponent/human`` in classic games.
    public var opponent: Opponent
    /// The other side's sign: the computer's when ``opponent`` is the computer; in a game of a match
    /// kept in a player's history, the other device's (so the game tells which seat was the player's).
    public var computerPlays: Player
    /// Varies the computer's searches from game to game, reproducibly.
    public var seed: UInt64
    /// When the game began, in milliseconds since 1970 (UTC); 0 for games saved before times were kept.
    public var startedAt: Int64
    /// When each move on the board was made, in milliseconds since 1970 (UTC), one per move (the
    /// initializer makes it so).
    public var moveTimes: [Int64]
    /// Each side's time on the move, paused time left out (R5.1.3).
    public var clock: GameClock
    /// The moves of each ending already in the history: a game ended, undone and ended the same way
    /// again (redo) is recorded once, and one whose ending is recorded is not abandoned (docs/SPEC.md, D7).
    public var recordedEndings: [[Cell]]
    /// Paused when last stored (R5.1.3): leaving the app pauses a game under way, and it comes
    /// back paused, its field covered and its clock still, until Resume.
    public var paused: Bool
    /// How many of the board's moves the game began with: a game started with "Play from here"
    /// begins at the replayed step, others at 0. Those moves are not the player's: they are not taken
    /// back, and a win from them sets no personal best.
    public var startingMoves: Int

    public init(
        board: SavedBoard, confirmTurn: Bool, opponent: Opponent = .human, computerPlays: Player = Options.defaultComputerPlays, seed: UInt64 = 0,
        startedAt: Int64 = 0, moveTimes: [Int64] = [], clock: GameClock = GameClock(), recordedEndings: [[Cell]] = [],
        paused: Bool = false, startingMoves: Int = 0
    ) {
        self.startingMoves = min(max(0, startingMoves), board.moves.count)
        self.clock = clock
        self.paused = paused
        self.recordedEndings = recordedEndings
        self.board = board
        self.confirmTurn = confirmTurn
        self.opponent = board.mode == .andora ? opponent : .human
        self.computerPlays = computerPlays
        self.seed = seed
        self.startedAt = startedAt
        // One time per move, whatever the caller gave: moves without a known time take the start's.
        let count = board.moves.count
        self.moveTimes = Array(moveTimes.prefix(count))
            + Array(repeating: moveTimes.last ?? startedAt, count: max(0, count - moveTimes.count))
    }

    /// The computer's sign, or `nil` when two people play.
    var computer: Player? {
        opponent == .human ? nil : computerPlays
    }

    /// Whether the game runs and the computer is to move.
    var isComputersTurn: Bool {
        computer != nil && board.outcome.playerToMove == computer
    }

    /// Whether the player has a move of their own to take back: the computer's moves alone are not
    /// undone, nor the moves the game began with.
    var playerHasMoved: Bool {
        let made = board.moveCount - startingMoves
        guard made == 1, let computer else { return made > 0 }
        return (startingMoves.isMultiple(of: 2) ? Player.x : .o) != computer
    }

    /// Whether the game stands at an ending the history already has.
    var endingIsRecorded: Bool {
        recordedEndings.contains(board.moves)
    }

    /// Plays, undoes or redoes a move at the given time; an illegal move throws and changes nothing.
    mutating func apply(_ change: RecordChange, at now: Int64) throws(MoveError) {
        try board.apply(change)
        let count = board.moveCount
        startingMoves = min(startingMoves, count)
        moveTimes = Array(moveTimes.prefix(count)) + Array(repeating: now, count: max(0, count - moveTimes.count))
    }
}
