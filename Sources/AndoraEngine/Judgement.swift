import AndoraCore

/// What the engine makes of a position: its best move, the search's score, and how
/// likely the player to move is to come out on top.
public struct Judgement: Hashable, Sendable {
    /// The move the search prefers, `nil` once the game is over.
    public let move: Move?
    /// The player to move, who the score and chance are for (once over: who would have moved).
    public let mover: Player
    /// The deepest finished search's score for ``mover``; a line of three mini-fields is worth
    /// about 1,000, a proven win ``AlphaBetaSearch/win`` minus the plies to it.
    public let score: Int32
    /// The rules the position is played under: each has its own ``WinChance`` curve.
    public let rules: RuleSet

    public init(move: Move?, mover: Player, score: Int32, rules: RuleSet) {
        self.move = move
        self.mover = mover
        self.score = score
        self.rules = rules
    }

    /// The judgement of a finished game: won, lost or drawn for the player who would move next.
    public init(over position: Position) {
        let score: Int32 = switch position.outcome {
        case .won(let winner): winner == position.sideToMove ? AlphaBetaSearch.win : -AlphaBetaSearch.win
        case .draw, .inProgress: 0
        }
        self.init(move: nil, mover: position.sideToMove, score: score, rules: position.rules)
    }

    /// The expected result for ``mover``, a win counting 1 and a draw ½: calibrated on expert
    /// self-play (``WinChance``), 1 or 0 once a win or loss is proven.
    public var chance: Double { WinChance.forMover(score: score, mover: mover, rules: rules) }

    /// The expected result for X.
    public var chanceForX: Double { mover == .x ? chance : 1 - chance }

    /// Plies to the end when the search proved a result: positive when ``mover`` wins, negative
    /// when they lose; `nil` while the game is open.
    public var provenPlies: Int? {
        guard abs(score) > AlphaBetaSearch.decided else { return nil }
        let plies = Int(AlphaBetaSearch.win - abs(score))
        return score > 0 ? plies : -plies
    }

    /// The player a proven result goes to, and in how many of their own moves.
    public var provenWin: (winner: Player, moves: Int)? {
        guard let plies = provenPlies else { return nil }
        return plies > 0 ? (mover, (plies + 1) / 2) : (mover.opponent, (-plies + 1) / 2)
    }
}
