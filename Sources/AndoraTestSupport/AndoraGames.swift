/// Whole Andora games in notation, got by playing random legal moves; each ends with its last move.
public enum AndoraGames {
    /// Strategy `first`: X wins with the last move.
    public static let xWinsFirst = "h1 d1 b3 d8 a5 b4 f1 g2 a6 b9 e9 d9 a7 b1 e1 d3 c7 g1 c3 g9 b7 d2 a4 a1 a3"
    /// Strategy `first`: O wins with the last move.
    public static let oWinsFirst = "e8 d6 c8 i5 h5 f4 i2 h4 e1 d2 b6 f9 h8 e5 f6 h9 e7 d3 b9 f8 h6 f7 h1 d1"
    /// Strategy `first`: after the last move X must play in a full mini-field, a draw (R1.9.2).
    public static let drawFirst = "e3 e8 d4 b1 e1 f1 i2 h4 f3 h7 d3 b7 f2 g4 c2 h6 e7 d2 c6 i9 h8 d5 b4 d1 c1 h1 e2 e4"
    /// Strategy `any`: X wins with the last move.
    public static let xWinsAny = "i3 h7 d3 c7 g1 c1 h2 d4 c2 g4 b2 f6 h8 e4 f3 g7 b3 d7 b1 e1 e3"
    /// X captures the centre's top row (d6 e6 f6); O's answers send X back to the centre.
    public static let xCapturesCentre = "d6 b8 e6 e8 f6"
}
