import AndoraCore

/// One step of the tutorial (R5.1.2): a position, the move asked for, and what to say.
///
/// Steps are data (``all``); one reducer runs every step, and a test replays each position and
/// proves its expected moves legal and its claim true.
public struct TutorialStep: Hashable, Sendable {
    /// What the step is about, as its heading.
    public let topic: TextKey
    public let strategy: MiniFieldStrategy
    /// Marks are placed pending and confirmed with Finish turn (R3.4).
    public let confirmTurn: Bool
    /// The position: the moves from the start, in notation.
    public let moves: String
    /// The moves asked for, in notation; any one of them is right.
    public let expected: [String]
    /// What to do.
    public let task: TextKey
    /// Why a legal move other than the one asked for is not it.
    public let wrong: TextKey
    /// What the right move did.
    public let done: TextKey
    /// The rule fact the right move shows.
    public let claim: TutorialClaim

    init(
        topic: TextKey, strategy: MiniFieldStrategy = .first, confirmTurn: Bool = false, moves: String, expected: [String],
        task: TextKey, wrong: TextKey, done: TextKey, claim: TutorialClaim
    ) {
        self.topic = topic
        self.strategy = strategy
        self.confirmTurn = confirmTurn
        self.moves = moves
        self.expected = expected
        self.task = task
        self.wrong = wrong
        self.done = done
        self.claim = claim
    }

    /// The step's board, built by playing its moves.
    public var position: GameRecord<UltimateGame> {
        guard let cells = try? Cell.moves(notation: moves),
              let position = try? GameRecord<UltimateGame>(rules: .andora(strategy: strategy), moves: cells)
        else { preconditionFailure("the tutorial position \(moves) is not a legal game") }
        return position
    }

    /// Whether the cell is one of the moves asked for.
    public func asks(for cell: Cell) -> Bool {
        expected.contains(cell.notation)
    }
}
