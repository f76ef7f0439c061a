import AndoraCore

extension Position {
    /// A beginner's move: one that looks good inside its own mini-field, sometimes forgetting
    /// where it sends the opponent.
    ///
    /// Beginners at ultimate tic-tac-toe see the mini-field in front of them: they take a
    /// mini-field when they can, block a line the opponent is about to finish there, and like
    /// the centre and the corners. What they miss is the rule that makes the game: a move also
    /// picks the opponent's next mini-field. So this player always takes a win of the game,
    /// looks where a move sends the opponent only `attention` of the time (then avoiding moves
    /// that let the opponent win the game or take a mini-field at once), and breaks ties at
    /// random. Its mistakes are the ones people make, not random moves. `nil` once the game is
    /// over.
    func noviceMove(attention: Double, using random: inout SplitMix64) -> Move? {
        guard !isOver else { return nil }
        if let (field, slot) = winningMove() { return Move(index: field &* 9 &+ slot) }
        let looksAhead = Double(random.next() >> 11) / Double(1 << 53) < attention
        var best: Move?
        var bestScore = -Double.infinity
        for move in legalMoves {
            var score = localScore(of: move) + Double(random.below(1000)) / 500
            if looksAhead {
                let after = playing(move)
                if after.winningMove() != nil {
                    score -= 20
                } else if after.canTakeAFieldAtOnce {
                    score -= 3
                }
            }
            if score > bestScore {
                bestScore = score
                best = move
            }
        }
        return best
    }

    /// How good a move looks inside its mini-field alone.
    private func localScore(of move: Move) -> Double {
        let field = UInt8(move.field)
        let bit: UInt16 = 1 << move.slot
        var score = switch move.slot {
        case 4: 1.5
        case 0, 2, 6, 8: 1.0
        default: 0.0
        }
        if Grid.completingCells(moverCells(inField: field)) & bit != 0 && canGain(field: field) { score += 8 }
        if Grid.completingCells(waitingCells(inField: field)) & bit != 0 { score += 4 }
        return score
    }

    /// Whether the player to move could make a mini-field count for them with one move.
    private var canTakeAFieldAtOnce: Bool {
        var fields = playableFields
        while fields != 0 {
            let field = UInt8(truncatingIfNeeded: fields.trailingZeroBitCount)
            fields &= fields &- 1
            if canGain(field: field) && Grid.completingCells(moverCells(inField: field)) & emptyCells(inField: field) != 0 {
                return true
            }
        }
        return false
    }
}
