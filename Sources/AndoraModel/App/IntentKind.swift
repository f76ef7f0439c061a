/// One kind of intent, declared once (``AppIntent/kinds``): the name its `type` field carries, what
/// it does, its fields with their schemas, and how it is read from JSON and written back. A new
/// intent is a case of ``AppIntent``, one declaration here, and its handling in the model.
public struct IntentKind: Sendable {
    /// A field beside `type`.
    public struct Field: Sendable {
        public let name: String
        public let schema: WireSchema
        /// Always there (`false`: may be left out).
        public let isRequired: Bool

        /// A field that is always there.
        static func required(_ name: String, _ schema: WireSchema) -> Field {
            Field(name: name, schema: schema, isRequired: true)
        }
    }

    /// The value of the intent's `type` field.
    public let name: String
    /// What the intent does, as the OpenAPI document says it.
    public let summary: String
    public let fields: [Field]
    /// An intent of this kind with a typical payload; for a kind without a payload, the intent itself.
    public let example: AppIntent
    private let read: @Sendable (JSONValue) throws(WireError) -> AppIntent
    /// The writer of an intent's fields, for an intent of this kind; `nil` for another kind.
    private let fieldWriter: @Sendable (AppIntent) -> ((inout JSONWriter) -> Void)?

    /// A kind whose only intent is `intent`, without fields.
    init(_ name: String, _ intent: AppIntent, _ summary: String) {
        self.name = name
        self.summary = summary
        fields = []
        example = intent
        read = { _ throws(WireError) in intent }
        fieldWriter = { other in other == intent ? { _ in } : nil }
    }

    /// A kind of one field: `make` builds its intent from the field's value, `take` gives the value
    /// back from an intent of this kind (`nil` for another kind).
    init<Value: WireCodable & Sendable>(
        _ name: String, _ summary: String, field: String, _ schema: WireSchema, example: Value,
        _ make: @escaping @Sendable (Value) -> AppIntent, _ take: @escaping @Sendable (AppIntent) -> Value?
    ) {
        self.name = name
        self.summary = summary
        fields = [.required(field, schema)]
        self.example = make(example)
        read = { json throws(WireError) in make(try json.field(field)) }
        fieldWriter = { intent in take(intent).map { value in { $0.field(field, value) } } }
    }

    /// A kind of one field that may be left out (its value absent).
    init<Value: WireCodable & Sendable>(
        _ name: String, _ summary: String, optionalField field: String, _ schema: WireSchema, example: Value?,
        _ make: @escaping @Sendable (Value?) -> AppIntent, _ take: @escaping @Sendable (AppIntent) -> Value??
    ) {
        self.name = name
        self.summary = summary
        fields = [Field(name: field, schema: schema, isRequired: false)]
        self.example = make(example)
        read = { json throws(WireError) in make(try json.optionalField(field)) }
        fieldWriter = { intent in take(intent).map { value in { $0.field(field, value) } } }
    }

    /// A kind of two fields.
    init<First: WireCodable & Sendable, Second: WireCodable & Sendable>(
        _ name: String, _ summary: String, fields first: Field, _ second: Field, example: (First, Second),
        _ make: @escaping @Sendable (First, Second) -> AppIntent, _ take: @escaping @Sendable (AppIntent) -> (First, Second)?
    ) {
        self.name = name
        self.summary = summary
        fields = [first, second]
        self.example = make(example.0, example.1)
        read = { json throws(WireError) in make(try json.field(first.name), try json.field(second.name)) }
        fieldWriter = { intent in
            take(intent).map { one, other in
                { object in
                    object.field(first.name, one)
                    object.field(second.name, other)
                }
            }
        }
    }

    /// The field any intent may carry beside its own: the revision of the state it was made on.
    public static let revision = Field(
        name: "revision",
        schema: WireSchema.typed("integer").with("minimum", 0)
            .described("The revision of the state this intent was made on; a move made on an older board is refused."),
        isRequired: false)

    /// The schema of this kind's JSON object, ``revision`` included.
    public var schema: WireSchema {
        var properties = WireSchema().with("type", WireSchema.string.with("enum", [name]))
        for field in fields + [Self.revision] { properties = properties.with(field.name, field.schema) }
        return WireSchema.typed("object")
            .with("required", ["type"] + fields.filter { $0.isRequired }.map { $0.name })
            .with("properties", properties)
            .described(summary)
    }

    /// Reads an intent of this kind from its JSON object.
    func intent(json: JSONValue) throws(WireError) -> AppIntent { try read(json) }

    /// Whether `intent` is of this kind.
    public func contains(_ intent: AppIntent) -> Bool { fieldWriter(intent) != nil }

    /// Writes `intent`, an intent of this kind, as its JSON object.
    func write(_ intent: AppIntent, to json: inout JSONWriter) {
        json.object { object in
            object.field("type", name)
            fieldWriter(intent)?(&object)
        }
    }
}
