import AndoraCore

extension Puzzle {
    /// The puzzles every profile has: 32 positions of expert self-play, cut by
    /// `andora puzzles --games 120 --nodes 3000` (the same games in a debug or a release build),
    /// the first eight new positions of each rule set and kind, the wins at once first.
    /// `PuzzleTests` proves each one a puzzle of its kind.
    public static let collection: [Puzzle] = positions.enumerated().map { index, entry in
        Puzzle(
            id: "s\(index + 1)", source: .selfPlay, rules: .andora(strategy: entry.strategy),
            // The positions are checked by the tests: the moves are a legal game.
            moves: (try? Cell.moves(notation: entry.moves)) ?? [], within: entry.within)
    }

    private static let positions: [(strategy: MiniFieldStrategy, within: Int, moves: String)] = [
        (.first, 1, """
            b3 d7 a2 b4 f3 h8 e5 f6 i7 i1 g1 a3 a7 c1 g3 c8 h6 d8 c5 g5 c4 i2 h4 e1 e3 d9 a8 c6 h7 d1 b2 e6 \
            e9 f8 i5 g4 c2 g6 b9 f9 h9 e8 f5 i4 h3 f7 i3 i9 g7 c3 g8 b6 e7 f1 g2 a5 a4 a1 b1 f2 i6 i8 h5
            """),
        (.any, 1, """
            c9 g7 b3 e7 e1 f3 g9 c8 g5 b6 f8 i4 i1 h2 e5 d4 c3 i7 g1 a3 b9 e9 e8 e4 d1 a2 a5 c5 i5 h4 f2 g4 \
            c2 h5 f5 h6 d8 a6 a9 a8 c6 h7 d3 b7 f1 h1 e3 d9 a7 b1 d2 b4 e2 e6 f9 h9 d7 a1 c1
            """),
        (.first, 1, """
            e5 d5 c6 i9 g9 a9 b9 e9 d8 c5 i5 h4 e3 e7 e1 e2 f4 g1 a1 c1 g2 a4 a3 c7 i2 h6 d9 c8 g5 b5 e6 e8 \
            e4 f2 h5 f5 g6 b8 d6 a7 b1 d1 b2 d4 a2 a5 a6 a8 b4 d2 b6 f8 g4 c2 i4 h2 f6 i8 i6
            """),
        (.any, 1, """
            h6 f7 i3 i7 h1 f3 h9 d9 a8 a5 c4 g1 a1 c2 h4 d3 c8 h5 e5 f6 g9 b8 f5 g5 a4 c1 h3 d8 c5 i5 g4 a2 \
            b6 e9 f8 i6 i9 g7 b3 d7 b1 e3 e7 d1 b2 e6 f9 i8 i4 i2 g6 b9 e8
            """),
        (.first, 1, """
            h3 f8 g6 c7 h2 d6 c9 h8 d4 c3 i8 h6 d8 b6 d7 c2 h5 f6 i9 g8 b4 d2 a5 a4 a2 c5 g5 b5 d5 c6 i7 g2 \
            c4 i3 g7 a1 b2 e6 f9 h9 e8 e5 f4 h1 f3 h7 e2 e4 e1 e3 e7 d1 b1 f1 i1 g1 c1 g3 b8 f5 i6 g9
            """),
        (.any, 1, """
            c8 g4 a2 a4 a3 c7 i3 i9 h8 e5 f4 h3 d9 a8 a5 b4 e3 f8 h4 d3 b7 e1 f2 i5 h6 e9 f7 i1 g2 c4 g3 a9 \
            b8 d5 c6 g8 b5 e6 e8 e4 d2 c5 g5 a6 b9 e7 e2 d6 a7 b1 d1 b3 d8 b6 d7 b2 d4 a1 c1 g1 c2 h5 f6 g9 \
            c9
            """),
        (.first, 1, """
            g4 b3 f7 h2 e6 d9 a9 b7 f2 i6 h8 d4 c3 g8 b4 d2 b6 f9 i7 h1 f1 h3 e7 d1 c1 i1 i3 g7 c2 i4 g1 a1 \
            b1 e1 f3 g9 c7 g3 a7 a3 c9 i9 h7 d3 a8 a4 a2 c6 h9 d7 b2 f6 i8
            """),
        (.any, 1, """
            g6 a7 c2 g5 b4 d3 c7 i3 i9 h8 d6 c9 h9 e7 d2 b6 d7 c1 h2 e5 e6 e9 d8 c4 h1 f2 h6 e8 f6 g8 b5 d5 \
            a4 b3 f8 h5 f5 i5 g4 b2 e4 e2 d4 a1 c3 i8 i6 g7 b1 d1 a2 c6 h7 f3 i7 g1 a3
            """),
        (.first, 1, """
            i6 g7 a3 c8 h5 d6 b8 f6 i7 i1 g1 b3 d8 b4 d2 b6 f8 g5 c6 g9 b7 f1 h2 e6 e8 e5 f5 i5 i4 h3 e9 f7 \
            i3 g8 c4 i2 h6 f9 h9 d7 c1 h1 e3 e7 f2 h4 e1 f3 h7 d3 b9 d9 a9 c7 g3 a8 a6 a7 c3 h8 f4 g2 b5 e4 \
            e2 d5 a5 c5 g6 c9 i8 g4
            """),
        (.any, 1, """
            i3 i8 i6 g7 c2 i4 h2 e5 d6 c9 g9 b9 f8 g4 c1 g2 b4 d2 c4 g1 c3 h8 e6 d7 b1 e1 e3 e7 e2 d4 a2 a4 \
            a1 b3 f7 g3 a7 b2 f6 i9 i7 i1 h1 f3 h7 f1 h3 f9 g8 c6 h9 e9 d8 b6 e8 f4 i2
            """),
        (.first, 1, """
            e8 d6 c9 h9 d7 a3 a8 c5 g6 a7 c1 i3 g8 a5 b4 e2 f6 h8 f4 h3 f8 h4 e3 e7 f3 g7 a1 c3 i9 i8 i6 g9 \
            a9 c7 g3 b7 d3 c8 i5 i4 i1 i2 h6 d9 b9 f7 h2 f5 g5 c4 g2 b5 e4 f1 h1 e1 f2 h5 e5 d5 a6 b8 e6 d8 \
            b6 f9 i7 g1
            """),
        (.any, 1, """
            a1 b3 d9 c9 h9 f8 g5 b4 f2 i5 i4 g3 c8 h6 d8 c5 g6 b8 e5 f4 i3 i8 g4 a3 b9 e9 e7 e3 f9 g9 a8 b6 \
            d7 c3 h7 d1 c2 h4 f3 g8 a4 b1 e1 d2 c6 g7 a2 a5 c4 g1 b2 f5 i6 i9 i7 i2 h5
            """),
        (.first, 1, """
            f3 i7 g2 c5 h4 d2 a6 c9 h8 e5 d4 a3 a7 c1 i3 g7 b2 e6 f7 i2 h6 e7 f1 g3 c8 i5 h5 e4 f2 g5 a5 c4 \
            h2 f5 i4 h1 e2 f4 g1 c2 g6 b8 d5 b5 d6 a9 a8 a4 a2 b4 e1 d3 b7 d1 b1 e3 e8 f6 i8 i6
            """),
        (.any, 1, """
            c2 i5 g4 a2 a5 c4 h2 d6 a9 c8 h4 e1 e3 e8 f6 i9 h7 f1 i2 g5 a6 c9 g7 a1 a3 b7 d3 c7 g2 a4 c1 i1 \
            h1 d1 b1 f3 i7 g3 a8 c6 g8 b4 d2 b6 d8 b5 d5 c5
            """),
        (.first, 1, """
            g1 c1 h2 e4 d3 c9 h9 e9 d8 a6 c8 h6 f8 h4 f3 i8 h5 e6 f9 g8 c4 i3 h7 e3 f7 h3 e7 e1 f2 i5 g4 c2 \
            i6 h8 f5 i4 i2 g6 b9 d9 a9 b7 d1 c3 i9 g9 c7 g3 a7 a3 a8 b6 d7 b3 e8
            """),
        (.any, 1, """
            h1 e3 f9 h9 e7 e1 f2 g5 b6 d8 a6 c9 h8 e5 f4 g3 b7 e2 e4 f1 g1 a1 b1 d3 a7 b3 d7 a2 b4 d2 a5 a4 \
            a3 c7 i1 h3 e9 f8 h4 d1 c1 g2 c4 i2 g4 c2 i4 h2 f5 i5 h5 d5 c5 g6 c8 h6 f7 i3 i8 i6
            """),
        (.first, 2, """
            g6 a7 c1 g3 b7 e3 f8 h4 d2 b5 d4 c3 h8 f4 i3 g8 b4 f3 h9 d8 c4 h2 d6 c9 h7 d3 b9 e7 e1 f1 h1 f2 \
            i6 i9 g9 c8 g4 b1 d1 b3 f9 i8 i5 h6 e9 d9 a9 c7 i2 h5 f6 i7 i1 h3 f7 g1 a3 a8 a6 b8 e6 e8 e5 e4 \
            e2 f5 i4 g2
            """),
        (.any, 2, """
            h6 f7 i3 i7 h1 f3 h9 d9 a8 a5 c4 g1 a1 c2 h4 d3 c8 h5 e5 f6 g9 b8 f5 g5 a4 c1 h3 d8 c5 i5 g4 a2 \
            b6 e9 f8 i6 i9 g7 b3 d7 b1 e3 e7 d1 b2 e6 f9 i8 i4 i2 g6
            """),
        (.first, 2, """
            e5 d5 c6 i9 g9 a9 b9 e9 d8 c5 i5 h4 e3 e7 e1 e2 f4 g1 a1 c1 g2 a4 a3 c7 i2 h6 d9 c8 g5 b5 e6 e8 \
            e4 f2 h5 f5 g6 b8 d6 a7 b1 d1 b2 d4 a2 a5 a6 a8 b4 d2 b6 f8 g4 c2 i4 h2 f6
            """),
        (.any, 2, """
            g6 a7 c2 g5 b4 d3 c7 i3 i9 h8 d6 c9 h9 e7 d2 b6 d7 c1 h2 e5 e6 e9 d8 c4 h1 f2 h6 e8 f6 g8 b5 d5 \
            a4 b3 f8 h5 f5 i5 g4 b2 e4 e2 d4 a1 c3 i8 i6 g7 b1 d1 a2 c6 h7 f3 i7
            """),
        (.first, 2, """
            h3 f8 g6 c7 h2 d6 c9 h8 d4 c3 i8 h6 d8 b6 d7 c2 h5 f6 i9 g8 b4 d2 a5 a4 a2 c5 g5 b5 d5 c6 i7 g2 \
            c4 i3 g7 a1 b2 e6 f9 h9 e8 e5 f4 h1 f3 h7 e2 e4 e1 e3 e7 d1 b1 f1 i1 g1 c1 g3 b8 f5
            """),
        (.any, 2, """
            i4 g1 a1 c3 g8 b6 e9 d8 c5 h4 d3 a9 c9 h7 d2 a5 c4 h2 e5 f5 h6 f8 i6 i7 i2 g6 c8 g4 a2 b4 e1 d1 \
            a3 c7 h1 e3 f7 i3 g7 c1 g2 a4 b3 d7 b1 f1 i1 h3 e7 f3 g9 b7 f2 g5 c6 h9 d9 b9 e8
            """),
        (.first, 2, """
            g4 b3 f7 h2 e6 d9 a9 b7 f2 i6 h8 d4 c3 g8 b4 d2 b6 f9 i7 h1 f1 h3 e7 d1 c1 i1 i3 g7 c2 i4 g1 a1 \
            b1 e1 f3 g9 c7 g3 a7 a3 c9 i9 h7 d3 a8 a4 a2 c6 h9 d7 b2
            """),
        (.any, 2, """
            i3 g9 a9 c9 g8 b6 d8 b4 e3 f8 h4 d2 b5 e5 d6 c7 g1 a1 b1 d3 c8 h6 f9 i7 h2 f6 h8 d4 b2 d5 c4 i1 \
            g2 a6 b8 f4 g3 a8 c6 i9 i8 i4 i2 h5 f5 g6 b7 e2 e4 f1 h1 e1 f2 i6 h7 f3 g7 c3 h9 e8 e6
            """),
        (.first, 2, """
            c2 g4 c1 i3 i9 i7 g3 a9 b9 f8 h4 f2 g5 b4 e3 d8 c5 i5 i6 h7 e2 e5 f5 h6 e8 f6 h9 d9 c8 i4 h2 d4 \
            b2 e6 d7 a1 c3 h8 f4 g1 b1 d1 b3 e9 e7 e1 f1 h1 d3 a7 a2 b6 f9 g7 a3 c9 g9 b8 d6 b7 f3 g8 c6 i8 \
            g6 a8
            """),
        (.any, 2, """
            a1 b3 d9 c9 h9 f8 g5 b4 f2 i5 i4 g3 c8 h6 d8 c5 g6 b8 e5 f4 i3 i8 g4 a3 b9 e9 e7 e3 f9 g9 a8 b6 \
            d7 c3 h7 d1 c2 h4 f3 g8 a4 b1 e1 d2 c6 g7 a2 a5 c4 g1 b2 f5 i6 i9 i7
            """),
        (.first, 2, """
            f3 i7 g2 c5 h4 d2 a6 c9 h8 e5 d4 a3 a7 c1 i3 g7 b2 e6 f7 i2 h6 e7 f1 g3 c8 i5 h5 e4 f2 g5 a5 c4 \
            h2 f5 i4 h1 e2 f4 g1 c2 g6 b8 d5 b5 d6 a9 a8 a4 a2 b4 e1 d3 b7 d1 b1 e3 e8 f6
            """),
        (.any, 2, """
            c2 i5 g4 a2 a5 c4 h2 d6 a9 c8 h4 e1 e3 e8 f6 i9 h7 f1 i2 g5 a6 c9 g7 a1 a3 b7 d3 c7 g2 a4 c1 i1 \
            h1 d1 b1 f3 i7 g3 a8 c6 g8 b4 d2 b6 d8 b5
            """),
        (.first, 2, """
            c8 i5 g6 b8 f4 g1 b1 e3 d8 b6 e8 d5 a4 c3 g7 c1 i3 h8 f5 g5 b4 d3 b9 e7 f3 h7 f2 h5 f6 i8 i6 g8 \
            c5 h4 e2 d6 b7 d1 c2 i4 i2 g4 b2 e5 d4 a1 b3 d7 a2 b5 e4 d2 a5 c6 i9 i7 h2 e6 f8 h6 e9 f7 g2 c4 \
            h3 f9 h9 d9
            """),
        (.any, 2, """
            h1 e3 f9 h9 e7 e1 f2 g5 b6 d8 a6 c9 h8 e5 f4 g3 b7 e2 e4 f1 g1 a1 b1 d3 a7 b3 d7 a2 b4 d2 a5 a4 \
            a3 c7 i1 h3 e9 f8 h4 d1 c1 g2 c4 i2 g4 c2 i4 h2 f5 i5 h5 d5 c5 g6 c8 h6 f7 i3
            """),
        (.first, 2, """
            g1 c1 h2 e4 d3 c9 h9 e9 d8 a6 c8 h6 f8 h4 f3 i8 h5 e6 f9 g8 c4 i3 h7 e3 f7 h3 e7 e1 f2 i5 g4 c2 \
            i6 h8 f5 i4 i2 g6 b9 d9 a9 b7 d1 c3 i9 g9 c7 g3 a7 a3 a8 b6 d7
            """),
        (.any, 2, """
            d5 a5 a6 b8 d4 c3 i7 i1 i3 g7 c2 h6 e9 e7 e1 d3 b9 f7 g1 b3 d9 c9 i8 i5 g5 c5 g4 a2 b5 d6 a7 a3 \
            a8 a4 b1 d2 c4 g2 c6 g8 b4 d1 a1 c1 h2 f4 h1 f1 g3 c7 i2 i4 h3
            """),
    ]
}
