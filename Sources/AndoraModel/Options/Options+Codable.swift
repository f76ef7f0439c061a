import AndoraCore

// Embedded Swift (the WebAssembly build) has no Codable; the stores of the host read and write these.
#if !hasFeature(Embedded)
/// Options stored by an older version may lack newer keys: those take their defaults.
extension Options: Codable {
    private enum CodingKeys: String, CodingKey {
        case mode, strategy, confirmTurn, language, classic, opponent, computerPlays, paperInput, coordinates, utcOffsetMinutes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Options.default
        mode = try container.decodeIfPresent(GameMode.self, forKey: .mode) ?? defaults.mode
        strategy = try container.decodeIfPresent(MiniFieldStrategy.self, forKey: .strategy) ?? defaults.strategy
        confirmTurn = try container.decodeIfPresent(Bool.self, forKey: .confirmTurn) ?? defaults.confirmTurn
        language = try container.decodeIfPresent(Language.self, forKey: .language) ?? defaults.language
        classic = try container.decodeIfPresent(ClassicRules.self, forKey: .classic) ?? defaults.classic
        opponent = try container.decodeIfPresent(Opponent.self, forKey: .opponent) ?? defaults.opponent
        computerPlays = try container.decodeIfPresent(Player.self, forKey: .computerPlays) ?? defaults.computerPlays
        paperInput = try container.decodeIfPresent(PaperInput.self, forKey: .paperInput) ?? defaults.paperInput
        coordinates = try container.decodeIfPresent(Bool.self, forKey: .coordinates) ?? defaults.coordinates
        utcOffsetMinutes = try container.decodeIfPresent(Int.self, forKey: .utcOffsetMinutes) ?? defaults.utcOffsetMinutes
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mode, forKey: .mode)
        try container.encode(strategy, forKey: .strategy)
        try container.encode(confirmTurn, forKey: .confirmTurn)
        try container.encode(language, forKey: .language)
        try container.encode(classic, forKey: .classic)
        try container.encode(opponent, forKey: .opponent)
        try container.encode(computerPlays, forKey: .computerPlays)
        try container.encode(paperInput, forKey: .paperInput)
        try container.encode(coordinates, forKey: .coordinates)
        try container.encode(utcOffsetMinutes, forKey: .utcOffsetMinutes)
    }
}
#endif
