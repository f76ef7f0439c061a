import AndoraCore
import AndoraEngine

/// What the coach says of a player's move: how good it was, why in words a beginner
/// follows, and the engine's better move.
struct CoachNote: Hashable, Sendable {
    /// Why a move was good or bad, in facts of the board.
    enum Reason: Hashable, Sendable {
        /// The opponent can now win the game with one move.
        case letsTheOpponentWin
        /// The player could have won the game with this move.
        case missedTheWin(Cell)
        /// The move sends the opponent to a mini-field they can take at once.
        case sendsToAFieldTheyTake
        /// The move sends the opponent to a closed mini-field: they may play anywhere.
        case letsTheOpponentPlayAnywhere
        /// The move made a mini-field count for the player.
        case tookAMiniField
        /// No single fact of the board says it: the player's winning chances, in percent, before
        /// the move and after it, as the engine judges them.
        case chances(before: Int, after: Int)
    }

    let move: Cell
    /// The player who made the move.
    let player: Player
    let mark: ReviewMark
    /// Why: a fact of the board when one tells, else the winning chances the move kept or gave away.
    let reason: Reason
    /// The engine's move instead, when the move was not the best.
    let better: Cell?

    /// The note on `move`, played in `before` (judged `judgedBefore`), which led to a position
    /// judged `judgedAfter`.
    init(move: Cell, in before: Position, judgedBefore: Judgement, judgedAfter: Judgement) {
        self.move = move
        player = before.sideToMove
        mark = ReviewMark(of: move, before: judgedBefore, after: judgedAfter)
        better = mark == .best ? nil : judgedBefore.move?.cell
        reason = Reason(move: move, in: before, isError: mark.isError)
            ?? .chances(before: judgedBefore.chance.wholePercent, after: (1 - judgedAfter.chance).wholePercent)
    }
}

extension CoachNote.Reason {
    /// What the board says of `move` played in `before`, the most telling fact first; the two
    /// facts that only make a move worse are given for an error (`isError`) alone.
    init?(move: Cell, in before: Position, isError: Bool) {
        let after = before.playing(Move(move))
        let winning = before.gameWinningMove?.cell
        if after.gameWinningMove != nil {
            self = .letsTheOpponentWin
        } else if let winning, winning != move {
            self = .missedTheWin(winning)
        } else if isError && after.canTakeAMiniField {
            self = .sendsToAFieldTheyTake
        } else if isError && after.playsAnywhere {
            self = .letsTheOpponentPlayAnywhere
        } else if before.takesAMiniField(Move(move)) {
            self = .tookAMiniField
        } else {
            return nil
        }
    }
}
