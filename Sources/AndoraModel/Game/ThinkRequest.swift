import AndoraCore
import AndoraEngine

/// A search the host runs for the app model: perform it with ``think(_:)`` and send back the intent it returns.
public struct ThinkRequest: Hashable, Sendable {
    /// Matches the answer to the request; an answer to an older request is ignored.
    public var id: Int
    public var purpose: ThinkPurpose
    /// The position to search, as the game stands when the request is made.
    public var game: UltimateGame
    public var level: SearchLevel
    public var budget: SearchBudget
    /// Makes the search reproducible; it differs from game to game and move to move.
    public var seed: UInt64

    public init(
        id: Int, purpose: ThinkPurpose, game: UltimateGame, level: SearchLevel, budget: SearchBudget, seed: UInt64
    ) {
        self.id = id
        self.purpose = purpose
        self.game = game
        self.level = level
        self.budget = budget
        self.seed = seed
    }

    /// A hint must reach the player within 100 ms; the rest is for the host's round trip.
    public static let hintBudget = SearchBudget.time(.milliseconds(80))

    /// The judgement of `game` after its first `moves` moves, for a review or the coach:
    /// the expert on a node budget, so that the same position is always judged the same.
    public static func review(of game: UltimateGame, after moves: Int, id: Int) -> ThinkRequest {
        ThinkRequest(id: id, purpose: .review, game: game.prefix(moves), level: .expert, budget: .nodes(WinChance.nodes), seed: 0)
    }

    /// The computer's budget for a move at its level.
    public static func moveBudget(_ level: SearchLevel) -> SearchBudget {
        switch level {
        case .novice: .nodes(150)
        // The middle and strong levels cap their own searches; the time only bounds them on a slow machine.
        case .middle, .strong, .expert: .time(.seconds(1))
        }
    }
}
