import AndoraCore

/// "Find the winning move": the moves that force a win within one or two of the
/// player's own moves, checked against every answer, and the answer that refutes any other move.
extension Position {
    /// The moves that win the game for the player to move within `moves` (1 or 2) of their own
    /// moves (1: at once; 2: whatever the opponent answers, the next move wins), mini-field by
    /// mini-field.
    public func winningMoves(within moves: Int) -> [Move] {
        precondition((1...2).contains(moves), "a win within 1 or 2 moves")
        return legalMoves.filter { move in
            let after = playing(move)
            if after.outcome == .won(by: sideToMove) { return true }
            return moves == 2 && !after.isOver && refutation(of: move) == nil
        }.sorted { $0.index < $1.index }
    }

    /// The opponent's answer to `move` after which the player to move cannot win at once; `nil`
    /// if every answer allows a win, or if `move` ends the game.
    public func refutation(of move: Move) -> Move? {
        let after = playing(move)
        guard !after.isOver else { return nil }
        return after.legalMoves.first { answer in
            let reply = after.playing(answer)
            return reply.isOver || reply.gameWinningMove == nil
        }
    }
}
