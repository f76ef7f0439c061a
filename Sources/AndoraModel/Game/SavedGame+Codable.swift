import AndoraCore

// Embedded Swift (the WebAssembly build) has no Codable; the stores of the host read and write these.
#if !hasFeature(Embedded)
/// Games saved by an older version lack the opponent keys (they were games between two people), the
/// times (unknown: 0, and the moves' times are the start's) and the clock (zero).
extension SavedGame: Codable {
    private enum CodingKeys: String, CodingKey {
        case board, confirmTurn, opponent, computerPlays, seed, startedAt, moveTimes, clock
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let board = try container.decode(SavedBoard.self, forKey: .board)
        let startedAt = try container.decodeIfPresent(Int64.self, forKey: .startedAt) ?? 0
        let moveTimes = try container.decodeIfPresent([Int64].self, forKey: .moveTimes)
            ?? Array(repeating: startedAt, count: board.moves.count)
        guard moveTimes.count == board.moves.count else {
            throw DecodingError.dataCorruptedError(
                forKey: .moveTimes, in: container, debugDescription: "one time per move was expected")
        }
        self.init(
            board: board,
            confirmTurn: try container.decode(Bool.self, forKey: .confirmTurn),
            opponent: try container.decodeIfPresent(Opponent.self, forKey: .opponent) ?? .human,
            computerPlays: try container.decodeIfPresent(Player.self, forKey: .computerPlays) ?? .o,
            seed: try container.decodeIfPresent(UInt64.self, forKey: .seed) ?? 0,
            startedAt: startedAt, moveTimes: moveTimes,
            clock: try container.decodeIfPresent(GameClock.self, forKey: .clock) ?? GameClock())
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(board, forKey: .board)
        try container.encode(confirmTurn, forKey: .confirmTurn)
        try container.encode(opponent, forKey: .opponent)
        try container.encode(computerPlays, forKey: .computerPlays)
        try container.encode(seed, forKey: .seed)
        try container.encode(startedAt, forKey: .startedAt)
        try container.encode(moveTimes, forKey: .moveTimes)
        try container.encode(clock, forKey: .clock)
    }
}
#endif
