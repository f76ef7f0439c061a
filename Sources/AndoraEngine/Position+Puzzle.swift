import AndoraCore

/// "Find the winning move" (issue 21): the moves that force a win within one or two of the
/// player's own moves, found by trying every answer, and the answer that refutes any other move.
extension Position {
    /// The moves that win the game for the player to move within `moves` of their own moves
    /// (1: at once; 2: whatever the opponent answers, the next move wins), in board order.
    public func winningMoves(within moves: Int) -> [Move] {
        legalMoves.filter { forcesAWin(playing: $0, within: moves) }.sorted { $0.index < $1.index }
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

    private func forcesAWin(playing move: Move, within moves: Int) -> Bool {
        let after = playing(move)
        if after.outcome == .won(by: sideToMove) { return true }
        guard moves > 1, !after.isOver else { return false }
        return after.legalMoves.allSatisfy { answer in
            let reply = after.playing(answer)
            return !reply.isOver && reply.forcesAWinAtOnce(within: moves - 1)
        }
    }

    /// Whether the player to move wins within `moves` of their own moves.
    private func forcesAWinAtOnce(within moves: Int) -> Bool {
        if moves == 1 { return gameWinningMove != nil }
        return legalMoves.contains { forcesAWin(playing: $0, within: moves) }
    }
}
