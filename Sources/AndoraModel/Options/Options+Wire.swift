import AndoraCore

/// Options stored by an older version may lack newer keys: those take their defaults.
extension Options: WireCodable, WireShaped {
    public init(json: JSONValue) throws(WireError) {
        self.init(
            mode: try json.read(Self.mode), strategy: try json.read(Self.strategy), confirmTurn: try json.read(Self.confirmTurn),
            language: try json.read(Self.language), classic: try json.read(Self.classic), opponent: try json.read(Self.opponent),
            computerPlays: try json.read(Self.computerPlays), paperInput: try json.read(Self.paperInput),
            coordinates: try json.read(Self.coordinates), coach: try json.read(Self.coach),
            utcOffsetMinutes: try json.read(Self.utcOffsetMinutes))
    }

    public static let wireName = "Options"

    public static func wireFields(_ shape: inout some WireFields<Options>) {
        shape.field(Self.mode) { $0.mode }
        shape.field(Self.strategy) { $0.strategy }
        shape.field(Self.confirmTurn) { $0.confirmTurn }
        shape.field(Self.language) { $0.language }
        shape.field(Self.classic) { $0.classic }
        shape.field(Self.opponent) { $0.opponent }
        shape.field(Self.computerPlays) { $0.computerPlays }
        shape.field(Self.paperInput) { $0.paperInput }
        shape.field(Self.coordinates) { $0.coordinates }
        shape.field(Self.coach) { $0.coach }
        shape.field(Self.utcOffsetMinutes) { $0.utcOffsetMinutes }
    }

    static var mode: WireField<GameMode> { WireField("mode", ifMissing: Options.default.mode) }
    static var strategy: WireField<MiniFieldStrategy> { WireField("strategy", ifMissing: Options.default.strategy) }
    static var confirmTurn: WireField<Bool> { WireField("confirmTurn", ifMissing: Options.default.confirmTurn) }
    static var language: WireField<Language> { WireField("language", ifMissing: Options.default.language) }
    static var classic: WireField<ClassicRules> { WireField("classic", ifMissing: Options.default.classic) }
    static var opponent: WireField<Opponent> { WireField("opponent", ifMissing: Options.default.opponent) }
    static var computerPlays: WireField<Player> { WireField("computerPlays", ifMissing: Options.default.computerPlays) }
    static var paperInput: WireField<PaperInput> { WireField("paperInput", ifMissing: Options.default.paperInput) }
    static var coordinates: WireField<Bool> { WireField("coordinates", ifMissing: Options.default.coordinates) }
    static var coach: WireField<Bool> { WireField("coach", ifMissing: Options.default.coach) }
    static var utcOffsetMinutes: WireField<Int> { WireField("utcOffsetMinutes", ifMissing: Options.default.utcOffsetMinutes) }
}

// Embedded Swift (the WebAssembly build) has no Codable; natively the stores keep the wire form.
#if !hasFeature(Embedded)
extension Options: CodableAsWire {}
#endif
