import AndoraCore

/// Options stored by an older version may lack newer keys: those take their defaults.
extension Options: WireCodable {
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

    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("mode", mode)
            object.field("strategy", strategy)
            object.field("confirmTurn", confirmTurn)
            object.field("language", language)
            object.field("classic", classic)
            object.field("opponent", opponent)
            object.field("computerPlays", computerPlays)
            object.field("paperInput", paperInput)
            object.field("coordinates", coordinates)
            object.field("coach", coach)
            object.field("utcOffsetMinutes", utcOffsetMinutes)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable; natively the stores keep the wire form.
#if !hasFeature(Embedded)
extension Options: CodableAsWire {}
#endif
