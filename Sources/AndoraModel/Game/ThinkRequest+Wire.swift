import AndoraCore
import AndoraEngine

/// A search on the wire, for a host that runs it elsewhere (the page's Web Worker):
/// `{"id": 3, "purpose": "move", "rules": "first", "moves": ["e5", …], "level": "expert",
/// "budget": {"milliseconds": 1000}, "seed": "123"}`; a node budget is `{"nodes": 150}`.
extension ThinkRequest: WireCodable, WireShaped {
    public init(json: JSONValue) throws(WireError) {
        let rules = try json.read(Self.rules)
        let moves = try json.read(Self.moves)
        guard let game = try? UltimateGame(rules: rules, moves: moves) else { throw .invalid("the moves are not a legal game") }
        let budget = try json.read(Self.budget)
        self.init(
            id: try json.read(Self.id), purpose: try json.read(Self.purpose), game: game, level: try json.read(Self.level),
            budget: budget, seed: try json.read(Self.seed))
    }

    public static let wireName = "ThinkRequest"

    public static func wireFields(_ shape: inout some WireFields<ThinkRequest>) {
        shape.field(Self.id) { $0.id }
        shape.field(Self.purpose) { $0.purpose }
        shape.field(Self.rules) { $0.game.rules }
        shape.field(Self.moves) { $0.game.moves }
        shape.field(Self.level) { $0.level }
        shape.field(Self.budget) { $0.budget }
        shape.field(Self.seed) { $0.seed }
    }

    static var id: WireField<Int> { WireField("id") }
    static var purpose: WireField<ThinkPurpose> { WireField("purpose") }
    static var rules: WireField<UltimateRules> { WireField("rules") }
    static var moves: WireField<[Cell]> { WireField("moves") }
    static var level: WireField<SearchLevel> { WireField("level") }
    static var budget: WireField<SearchBudget> { WireField("budget") }
    static var seed: WireField<UInt64> { WireField("seed") }

    /// Runs the search here and now, on the caller's thread, and returns the event that answers it:
    /// the move found (`nil` if there is none), or a review's judgement of the position.
    public func answer() -> HostEvent {
        answer(by: ComputerPlayer(level: level, seed: seed))
    }

    #if hasFeature(Embedded)
    /// ``answer()`` with a time budget kept by the host's monotonic clock `now` (see
    /// ``ComputerPlayer/init(level:seed:now:)``).
    public func answer(now: @escaping @Sendable () -> Duration) -> HostEvent {
        answer(by: ComputerPlayer(level: level, seed: seed, now: now))
    }
    #endif

    /// The answer, with `player` (this request's level and seed) searching for a move.
    private func answer(by player: ComputerPlayer) -> HostEvent {
        let position = Position(game)
        guard purpose == .review else {
            return .thought(request: id, cell: player.bestMove(in: position, budget: budget)?.cell)
        }
        let nodes = if case .nodes(let nodes) = budget { nodes } else { WinChance.nodes }
        return .judged(request: id, judgement: ComputerPlayer.judge(position, nodes: nodes))
    }
}

extension ThinkPurpose: WireCodable {}
extension SearchLevel: WireCodable {}
