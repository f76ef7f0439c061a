import AndoraCore

/// A game the expert plays against itself from a few random opening moves, with the judgement of
/// every position it met: the evidence ``WinChance`` is calibrated on, and a source of puzzles.
public struct SelfPlay: Sendable {
    /// Each position in progress, in the order played, with the judgement that chose its move.
    public let positions: [(position: Position, judgement: Judgement)]
    /// Every move of the game, the random opening's first: a position above is reached by its
    /// first `moveCount`.
    public let moves: [Move]
    /// How the game ended.
    public let outcome: Outcome

    /// Plays one game: `openingMoves` random legal moves drawn from `seed`, then the expert's moves
    /// judged with `nodes` each, each from a fresh table as a game's review judges them
    /// (reproducible: the same arguments give the same game).
    public init(rules: RuleSet, seed: UInt64, openingMoves: Int, nodes: Int) {
        var random = SplitMix64(seed: seed)
        var position = Position(rules: rules)
        var moves: [Move] = []
        for _ in 0..<openingMoves where !position.isOver {
            let legal = Array(position.legalMoves)
            moves.append(legal[random.below(legal.count)])
            position.play(moves[moves.count - 1])
        }
        var positions: [(position: Position, judgement: Judgement)] = []
        while !position.isOver {
            let judgement = ComputerPlayer.judge(position, nodes: nodes)
            positions.append((position, judgement))
            guard let move = judgement.move else { break }
            moves.append(move)
            position.play(move)
        }
        self.positions = positions
        self.moves = moves
        outcome = position.outcome
    }

    /// The result for `player`: 1 for a win, ½ for a draw, 0 for a loss.
    public func result(for player: Player) -> Double {
        switch outcome {
        case .won(let winner): winner == player ? 1 : 0
        case .draw, .inProgress: 0.5
        }
    }
}
