import AndoraCore

/// Games saved by an older version lack the opponent keys: they were games between two people.
extension SavedGame: Codable {
    private enum CodingKeys: String, CodingKey {
        case board, confirmTurn, opponent, computerPlays, seed
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            board: try container.decode(SavedBoard.self, forKey: .board),
            confirmTurn: try container.decode(Bool.self, forKey: .confirmTurn),
            opponent: try container.decodeIfPresent(Opponent.self, forKey: .opponent) ?? .human,
            computerPlays: try container.decodeIfPresent(Player.self, forKey: .computerPlays) ?? .o,
            seed: try container.decodeIfPresent(UInt64.self, forKey: .seed) ?? 0)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(board, forKey: .board)
        try container.encode(confirmTurn, forKey: .confirmTurn)
        try container.encode(opponent, forKey: .opponent)
        try container.encode(computerPlays, forKey: .computerPlays)
        try container.encode(seed, forKey: .seed)
    }
}
