import AndoraCore
import AndoraEngine

/// "Find the winning move": a position of Andora where the player to move wins at
/// once, or in two moves whatever the answer, cut from expert self-play or from the player's own
/// reviewed games.
public struct Puzzle: Hashable, Sendable {
    /// Where the position comes from.
    public enum Source: String, Hashable, Sendable {
        /// The engine's games against itself (``Puzzle/collection``).
        case selfPlay
        /// A game of the player's history where the win was missed.
        case yourGame
    }

    /// Unique among the puzzles a profile sees: `s3` for the collection's third, `g` with the
    /// game's end time and the move count for one of the player's games.
    public var id: String
    public var source: Source
    public var rules: UltimateRules
    /// The moves from the start to the position.
    public var moves: [Cell]
    /// 1: the winning move wins at once; 2: it wins on the next move whatever the answer.
    public var within: Int

    public init(id: String, source: Source, rules: UltimateRules, moves: [Cell], within: Int) {
        self.id = id
        self.source = source
        self.rules = rules
        self.moves = moves
        self.within = within
    }

    /// The position; `nil` if the moves are not a legal game of the rules.
    var record: GameRecord<UltimateGame>? { try? GameRecord(rules: rules, moves: moves) }

    /// The moves that solve it.
    func solutions(of game: UltimateGame) -> [Cell] {
        Position(game).winningMoves(within: within).map { $0.cell }
    }

    /// The start of the ids of the puzzles cut from the game that ended at `endedAt`.
    static func ownPrefix(endedAt: Int64) -> String { "g\(endedAt)-" }

    /// The puzzle a reviewed game offers at the position after `count` moves, if its player to move
    /// had a win within two of their moves and the move played was not one of those that win.
    static func missedWin(in game: UltimateGame, after count: Int, endedAt: Int64) -> Puzzle? {
        guard count < game.moves.count else { return nil }
        let played = game.prefix(count)
        let position = Position(played)
        for within in 1...2 {
            let solutions = position.winningMoves(within: within).map { $0.cell }
            guard !solutions.isEmpty else { continue }
            guard !solutions.contains(game.moves[count]) else { return nil }
            return Puzzle(
                id: ownPrefix(endedAt: endedAt) + "\(count)", source: .yourGame, rules: game.rules, moves: played.moves,
                within: within)
        }
        return nil
    }
}

/// `{"id": "s3", "source": "selfPlay", "rules": "first", "moves": ["e5", …], "within": 2}`; a puzzle
/// whose moves are not a legal game is refused.
extension Puzzle: WireCodable, WireShaped {
    public init(json: JSONValue) throws(WireError) {
        let within = try json.read(Self.within)
        guard (1...2).contains(within) else { throw .invalid("a puzzle is won within 1 or 2 moves, not \(within)") }
        self.init(
            id: try json.read(Self.id), source: try json.read(Self.source), rules: try json.read(Self.rules),
            moves: try json.read(Self.moves), within: within)
        guard record != nil else { throw .invalid("the puzzle \(id)'s moves are not a legal game") }
    }

    public static let wireName = "Puzzle"

    public static func wireFields(_ shape: inout some WireFields<Puzzle>) {
        shape.field(Self.id) { $0.id }
        shape.field(Self.source) { $0.source }
        shape.field(Self.rules) { $0.rules }
        shape.field(Self.moves) { $0.moves }
        shape.field(Self.within) { $0.within }
    }

    static var id: WireField<String> { WireField("id") }
    static var source: WireField<Source> { WireField("source") }
    static var rules: WireField<UltimateRules> { WireField("rules") }
    static var moves: WireField<[Cell]> { WireField("moves") }
    static var within: WireField<Int> { WireField("within") }
}

/// A puzzle's source on the wire is its name, `"selfPlay"` or `"yourGame"`.
extension Puzzle.Source: WireCodable {}
