import AndoraCore
import AndoraEngine
import AndoraTestSupport
import Testing

/// Puzzles: "find the winning move" is exact. The engine's winning moves are checked
/// against the rules' own game (AndoraCore), every move and every answer tried.
@Suite(.cpuBound) struct PositionPuzzleTests {
    /// Whether the player to move in `game` wins within `moves` of their own moves, by the rules alone.
    private func wins(_ game: UltimateGame, playing cell: Cell, within moves: Int) -> Bool {
        var after = game
        guard (try? after.play(cell)) != nil else { return false }
        if after.outcome == .won(by: game.outcome.playerToMove!) { return true }
        guard moves > 1, !after.outcome.isOver else { return false }
        return after.legalMoves.allSatisfy { answer in
            var reply = after
            try! reply.play(answer)
            return !reply.outcome.isOver && reply.legalMoves.contains { wins(reply, playing: $0, within: moves - 1) }
        }
    }

    /// Positions near the end of decisive games: the tests' games a move or three before the end,
    /// and two of `andora puzzles --games 40 --nodes 3000` where the winner wins in two moves.
    static let positions: [(rules: UltimateRules, moves: String, winIn: Int?)] = [
        (.andora(strategy: .first), String(AndoraGames.xWinsFirst.dropLast(3)), 1),
        (.andora(strategy: .first), String(AndoraGames.xWinsFirst.dropLast(9)), nil),
        (.andora(strategy: .first), String(AndoraGames.oWinsFirst.dropLast(3)), 1),
        (.andora(strategy: .any), String(AndoraGames.xWinsAny.dropLast(3)), 1),
        (.andora(strategy: .first), """
            g6 a7 c1 g3 b7 e3 f8 h4 d2 b5 d4 c3 h8 f4 i3 g8 b4 f3 h9 d8 c4 h2 d6 c9 h7 d3 b9 e7 e1 f1 h1 f2 i6 i9 g9 \
            c8 g4 b1 d1 b3 f9 i8 i5 h6 e9 d9 a9 c7 i2 h5 f6 i7 i1 h3 f7 g1 a3 a8 a6 b8 e6 e8 e5 e4 e2 f5 i4 g2
            """, 2),
        (.andora(strategy: .any), """
            h6 f7 i3 i7 h1 f3 h9 d9 a8 a5 c4 g1 a1 c2 h4 d3 c8 h5 e5 f6 g9 b8 f5 g5 a4 c1 h3 d8 c5 i5 g4 a2 b6 e9 \
            f8 i6 i9 g7 b3 d7 b1 e3 e7 d1 b2 e6 f9 i8 i4 i2 g6
            """, 2),
    ]

    @Test(arguments: positions.indices)
    func theWinningMovesAreExactlyTheMovesThatForceAWin(index: Int) throws {
        let (rules, moves, winIn) = Self.positions[index]
        let game = try UltimateGame(rules: rules, moves: try Cell.moves(notation: moves))
        let position = Position(game)
        for depth in 1...2 {
            let found = Set(position.winningMoves(within: depth).map(\.cell))
            let expected = Set(game.legalMoves.filter { wins(game, playing: $0, within: depth) })
            #expect(found == expected, "within \(depth)")
            #expect(found.isEmpty == (winIn.map { depth < $0 } ?? true), "a win within \(depth) moves: \(found)")
        }
    }

    @Test(arguments: positions.indices)
    func everyOtherMoveHasAnAnswerThatStopsTheWin(index: Int) throws {
        let (rules, moves, _) = Self.positions[index]
        let game = try UltimateGame(rules: rules, moves: try Cell.moves(notation: moves))
        let position = Position(game)
        let winning = Set(position.winningMoves(within: 2))
        for move in position.legalMoves where !winning.contains(move) && !position.playing(move).isOver {
            let answer = try #require(position.refutation(of: move), "\(move.notation) has an answer")
            var reply = game
            try reply.play(move.cell)
            try reply.play(answer.cell)
            #expect(reply.outcome.isOver || !reply.legalMoves.contains { wins(reply, playing: $0, within: 1) },
                    "after \(move.notation) \(answer.notation), no move wins at once")
        }
    }
}
