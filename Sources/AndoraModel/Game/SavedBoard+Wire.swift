import AndoraCore

/// `{"mode": "andora", "record": {"rules": "first", "moves": ["e5", …], "undoneMoves": []}}`; the
/// record's rules are the mode's.
extension SavedBoard: WireCodable {
    public init(json: JSONValue) throws(WireError) {
        switch try json.read(Self.mode) {
        case .andora: self = .andora(try json.read(Self.record()))
        case .classic: self = .classic(try json.read(Self.record()))
        case .paper: throw .invalid("pencil & paper games are not saved")
        }
    }

    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field(Self.mode, mode)
            switch self {
            case .andora(let record): object.field(Self.record(), record)
            case .classic(let record): object.field(Self.record(), record)
            }
        }
    }

    /// The schema of what ``write(to:)`` writes: a mode whose games are saved, and its game (the
    /// record's schema is the same for both modes).
    public static var schema: WireSchema {
        let record: WireField<GameRecord<UltimateGame>> = Self.record()
        return WireSchema.typed("object")
            .with("required", [mode.name, record.name])
            .with("properties", WireSchema()
                .with(mode.name, WireSchema.string.with("enum", [GameMode.andora.rawValue, GameMode.classic.rawValue]))
                .with(record.name, WireShape(of: GameRecord<UltimateGame>.self).schema))
    }

    static var mode: WireField<GameMode> { WireField("mode") }
    /// The game of the mode's rules.
    static func record<Game>() -> WireField<GameRecord<Game>> { WireField("record") }
}

// Embedded Swift (the WebAssembly build) has no Codable; natively the stores keep the wire form.
#if !hasFeature(Embedded)
extension SavedBoard: CodableAsWire {}
#endif
