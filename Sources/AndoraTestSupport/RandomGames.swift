import AndoraCore

extension BoardGame {
    /// A game from notation (`"e5 e4 d3"`).
    public init(rules: Rules, notation: String) throws {
        try self.init(rules: rules, moves: Cell.moves(notation: notation))
    }

    /// Plays random legal moves until the game ends or `maxMoves` have been played, calling `visit`
    /// with the game before each move and the move chosen.
    public mutating func playRandomly(
        using generator: inout some RandomNumberGenerator,
        maxMoves: Int = .max,
        visit: (Self, Cell) -> Void = { _, _ in }
    ) {
        var played = 0
        while played < maxMoves, let move = legalMoves.randomElement(using: &generator) {
            visit(self, move)
            try! play(move)
            played += 1
        }
    }
}
