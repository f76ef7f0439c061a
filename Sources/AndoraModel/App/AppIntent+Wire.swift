/// Intents are flat JSON objects named by `type`: `{"type": "tapCell", "cell": "e5"}`,
/// `{"type": "startGame"}`, `{"type": "setStrategy", "strategy": "any"}` (docs/APP-MODEL.md), read
/// and written as their ``IntentKind`` declares, for the server, the terminal and WebAssembly.
extension AppIntent: WireEncodable {
    /// The kinds by the name their `type` field carries.
    private static let kindsByName = Dictionary(uniqueKeysWithValues: kinds.map { ($0.name, $0) })

    /// Reads an intent from its JSON; an unknown type or a missing or malformed field is an error.
    public init(json: JSONValue) throws(WireError) {
        let name = try json.field("type").string()
        guard let kind = Self.kindsByName[name] else { throw .unknownType(name) }
        self = try kind.intent(json: json)
    }

    public func write(to json: inout JSONWriter) { kind.write(self, to: &json) }

    /// The kind of this intent.
    public var kind: IntentKind {
        // Every case of AppIntent is declared in `kinds`.
        Self.kinds.first { $0.contains(self) }!
    }

    /// The schema of every intent: one of the kinds' (the OpenAPI document's `Intent`).
    public static var schema: WireSchema {
        WireSchema()
            .with("oneOf", kinds.map { $0.schema })
            .with("discriminator", WireSchema().with("propertyName", "type"))
            .described("What the player did. What the host learns itself (a search's answer, the clock) is not an intent and is refused with 422.")
    }
}

// Embedded Swift (the WebAssembly build) has no Codable; natively it goes through the wire form above.
#if !hasFeature(Embedded)
extension AppIntent: Codable {
    public init(from decoder: any Decoder) throws {
        self = try AppIntent(json: JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try JSONValue(parsing: json).encode(to: encoder)
    }
}
#endif
