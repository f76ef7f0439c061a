import AndoraCore

/// Options stored by an older version may lack newer keys: those take their defaults.
extension Options: WireCodable, WireShaped {
    public init(json: JSONValue) throws(WireError) {
        self = .default
        mode = try json.optionalField("mode") ?? mode
        strategy = try json.optionalField("strategy") ?? strategy
        confirmTurn = try json.optionalField("confirmTurn") ?? confirmTurn
        language = try json.optionalField("language") ?? language
        classic = try json.optionalField("classic") ?? classic
        opponent = try json.optionalField("opponent") ?? opponent
        computerPlays = try json.optionalField("computerPlays") ?? computerPlays
        paperInput = try json.optionalField("paperInput") ?? paperInput
        coordinates = try json.optionalField("coordinates") ?? coordinates
        coach = try json.optionalField("coach") ?? coach
        utcOffsetMinutes = try json.optionalField("utcOffsetMinutes") ?? utcOffsetMinutes
    }

    public static let wireName = "Options"

    public static func wireFields(_ shape: inout some WireFields<Options>) {
        shape.field("mode") { $0.mode }
        shape.field("strategy") { $0.strategy }
        shape.field("confirmTurn") { $0.confirmTurn }
        shape.field("language") { $0.language }
        shape.field("classic") { $0.classic }
        shape.field("opponent") { $0.opponent }
        shape.field("computerPlays") { $0.computerPlays }
        shape.field("paperInput") { $0.paperInput }
        shape.field("coordinates") { $0.coordinates }
        shape.field("coach") { $0.coach }
        shape.field("utcOffsetMinutes") { $0.utcOffsetMinutes }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable; natively the stores keep the wire form.
#if !hasFeature(Embedded)
extension Options: CodableAsWire {}
#endif
