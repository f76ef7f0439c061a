/// What a coach tells a beginner about a position, in facts a move can be explained by.
extension Position {
    /// A move that wins the game at once for the player to move, if there is one.
    public var gameWinningMove: Move? {
        guard mayWinAtOnce, let (field, slot) = winningMove() else { return nil }
        return Move(index: field &* 9 &+ slot)
    }

    /// Whether the move makes a mini-field count for the player who plays it.
    public func takesAMiniField(_ move: Move) -> Bool {
        let shift = UInt32(side) &* 16
        return (playing(move).counting >> shift) & ~(counting >> shift) & 0x1FF != 0
    }

    /// Whether the player to move can make a mini-field count for them with one move.
    public var canTakeAMiniField: Bool {
        legalMoves.contains { takesAMiniField($0) }
    }

    /// Whether the player to move may play in any open mini-field (their destination is closed),
    /// later in the game than its first move.
    public var playsAnywhere: Bool {
        nextField == Position.anyField && moveCount > 0 && !isOver
    }
}
