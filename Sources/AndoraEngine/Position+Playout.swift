import AndoraCore

extension Position {
    /// A uniformly random legal move as (field, slot); the position must be in progress.
    @inline(__always)
    func randomMove(using random: inout SplitMix64) -> (field: UInt8, slot: UInt8) {
        if nextField != Position.anyField {
            return (nextField, Position.slot(ofRank: random.below(emptyCells(inField: nextField).nonzeroBitCount),
                                             in: emptyCells(inField: nextField)))
        }
        var rank = random.below(legalMoveCount)
        var fields = playableFields
        while true {
            let field = UInt8(truncatingIfNeeded: fields.trailingZeroBitCount)
            fields &= fields &- 1
            let empty = emptyCells(inField: field)
            let count = empty.nonzeroBitCount
            if rank < count { return (field, Position.slot(ofRank: rank, in: empty)) }
            rank -= count
        }
    }

    /// The position of the `rank`-th set bit (0-based) of a 9-bit mask.
    @inline(__always)
    static func slot(ofRank rank: Int, in mask: UInt16) -> UInt8 {
        var remaining = mask
        for _ in 0..<rank {
            remaining &= remaining &- 1
        }
        return UInt8(truncatingIfNeeded: remaining.trailingZeroBitCount)
    }

    /// A move that wins the game at once for the player to move, if there is one.
    ///
    /// Cheap to ask: a mini-field is searched only if taking it would complete a line of
    /// mini-fields, which is rare.
    func winningMove() -> (field: UInt8, slot: UInt8)? {
        let moverShift = UInt32(side) &* 16
        let moverFields = UInt16(truncatingIfNeeded: counting >> moverShift) & Grid.full
        var fields = playableFields
        while fields != 0 {
            let field = UInt8(truncatingIfNeeded: fields.trailingZeroBitCount)
            fields &= fields &- 1
            let fieldBit: UInt16 = 1 << field
            guard Grid.hasLine(moverFields | fieldBit), canGain(field: field) else { continue }
            let mine = marks[Int(side &* 9 &+ field)]
            var empty = emptyCells(inField: field)
            while empty != 0 {
                let slot = UInt8(truncatingIfNeeded: empty.trailingZeroBitCount)
                empty &= empty &- 1
                if Grid.hasLine(mine | 1 << slot) { return (field, slot) }
            }
        }
        return nil
    }

    /// A quick necessary condition for ``winningMove()``: the mini-fields the player to move may
    /// play in could complete a line with those that count for them.
    @inline(__always)
    var mayWinAtOnce: Bool {
        Grid.hasLine(UInt16(truncatingIfNeeded: counting >> (UInt32(side) &* 16)) & Grid.full | playableFields)
    }

    /// Whether a new line of the player to move in the mini-field would make it count for them.
    @inline(__always)
    func canGain(field: UInt8) -> Bool {
        switch rules {
        case .first, .standard: counting & (0x1_0001 << field) == 0
        case .any: counting & (1 << (UInt32(side) &* 16 &+ UInt32(field))) == 0
        }
    }

    /// Plays random moves to the end of the game; returns the side that won (0 for X, 1 for O,
    /// 2 for a draw) and the moves made. With `decisive`, a move that wins at once is always taken.
    func playout(using random: inout SplitMix64, decisive: Bool) -> (winner: UInt8, moves: Int) {
        var position = self
        var moves = 0
        while position.status == .inProgress {
            moves &+= 1
            if decisive, position.mayWinAtOnce, let (field, slot) = position.winningMove() {
                position.play(field: field, slot: slot)
                break
            }
            let (field, slot) = position.randomMove(using: &random)
            position.play(field: field, slot: slot)
        }
        return (position.winnerSide, moves)
    }

    /// 0 if X won, 1 if O won, 2 for a draw or a game in progress.
    var winnerSide: UInt8 {
        status == .moverLost ? side ^ 1 : 2
    }
}
