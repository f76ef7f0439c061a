/// A game with its undo/redo history: the rules and the moves, from which everything else follows.
///
/// Undo replays the game without its last move, so it restores the exact earlier state;
/// redo plays the undone move again. A new move clears what could be redone (R5.1.7).
public struct GameRecord<Game: BoardGame>: Hashable, Sendable {
    /// The game as it stands.
    public private(set) var game: Game
    /// Undone moves, the next one to redo last.
    public private(set) var undoneMoves: [Cell] = []

    public init(rules: Game.Rules) {
        game = Game(rules: rules)
    }

    /// A record of the moves played in order, with moves that may still be redone.
    public init(rules: Game.Rules, moves: [Cell], undoneMoves: [Cell] = []) throws(MoveError) {
        game = try Game(rules: rules, moves: moves)
        var future = game
        for move in undoneMoves.reversed() {
            try future.play(move)
        }
        self.undoneMoves = undoneMoves
    }

    public var canUndo: Bool { !game.moves.isEmpty }
    public var canRedo: Bool { !undoneMoves.isEmpty }

    /// Plays a move; a legal move clears the redo list, an illegal one changes nothing.
    public mutating func play(_ cell: Cell) throws(MoveError) {
        try game.play(cell)
        undoneMoves.removeAll()
    }

    /// Takes back the last move; does nothing at the start.
    public mutating func undo() {
        guard let last = game.moves.last else { return }
        // Replaying moves that were legal before cannot fail.
        game = try! Game(rules: game.rules, moves: game.moves.dropLast())
        undoneMoves.append(last)
    }

    /// The game as it stands, with nothing to redo: how a game is kept once it ended.
    public var withoutUndoneMoves: GameRecord {
        var record = self
        record.undoneMoves = []
        return record
    }

    /// Plays the last undone move again; does nothing if there is none.
    public mutating func redo() {
        guard let move = undoneMoves.popLast() else { return }
        try! game.play(move)
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension GameRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case rules, moves, undoneMoves
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let rules = try container.decode(Game.Rules.self, forKey: .rules)
        let moves = try container.decode([Cell].self, forKey: .moves)
        let undone = try container.decodeIfPresent([Cell].self, forKey: .undoneMoves) ?? []
        do {
            try self.init(rules: rules, moves: moves, undoneMoves: undone)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .moves, in: container, debugDescription: "the saved moves are not a legal game: \(error)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(game.rules, forKey: .rules)
        try container.encode(game.moves, forKey: .moves)
        try container.encode(undoneMoves, forKey: .undoneMoves)
    }
}
#endif
