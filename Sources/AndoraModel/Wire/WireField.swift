/// One field of a wire object, declared once beside its type: its name, its schema in the OpenAPI
/// document, when it is left out of what is written, and what a missing field reads as. The type's
/// ``WireShaped/wireFields(_:)`` writes it (`shape.field(Self.board) { $0.board }`) and its
/// `init(json:)` reads it (`try json.read(Self.board)`), so the writer, the schema and the reader
/// cannot disagree:
///
/// - `WireField<SavedBoard>("board", schema)`: always written; a missing field is refused.
/// - `WireField("opponent", schema, ifMissing: Opponent.human)`: always written; a stored value
///   written before the field existed reads the default.
/// - `WireField("paused", schema, leftOutAs: false)`: left out while it has that value, which a
///   missing field reads as.
/// - `WireField<Player?>(optional: "sign", schema)`: left out while absent; missing reads `nil`.
///
/// An absent default that only the other fields can give (a time per move) is declared
/// `WireField<[Int64]?>("moveTimes", schema, ifMissing: nil)` and given by the reader.
public struct WireField<Value> {
    /// What a missing (or `null`) field reads as.
    enum Missing {
        /// An error naming the field.
        case refused
        case reads(Value)
    }

    /// The field's name in the object.
    public let name: String
    let schema: @Sendable () -> WireSchema
    let missing: Missing
    /// Whether a value is left out of what is written; `nil`: the field is always written.
    let isLeftOut: (@Sendable (Value) -> Bool)?

    /// A field that is always written and must be there when read.
    public init(_ name: String, _ schema: @autoclosure @escaping @Sendable () -> WireSchema = WireSchema()) {
        self.init(name, schemaOf: schema, missing: .refused, isLeftOut: nil)
    }

    /// A field that is always written, read as `value` when it is missing: what older stored values
    /// lacked, so the schema does not require it.
    public init(_ name: String, _ schema: @autoclosure @escaping @Sendable () -> WireSchema = WireSchema(), ifMissing value: Value) {
        self.init(name, schemaOf: schema, missing: .reads(value), isLeftOut: nil)
    }

    /// A field left out while its value is `value`, which a missing field reads as.
    public init(_ name: String, _ schema: @autoclosure @escaping @Sendable () -> WireSchema = WireSchema(), leftOutAs value: Value)
    where Value: Equatable & Sendable {
        self.init(name, schemaOf: schema, missing: .reads(value)) { $0 == value }
    }

    /// A field of an optional value, left out while absent; a missing field reads `nil`.
    public init<Wrapped>(optional name: String, _ schema: @autoclosure @escaping @Sendable () -> WireSchema = WireSchema())
    where Value == Wrapped? {
        self.init(name, schemaOf: schema, missing: .reads(nil)) { $0 == nil }
    }

    /// A field whose schema `schema` gives when asked.
    init(_ name: String, schemaOf schema: @escaping @Sendable () -> WireSchema, missing: Missing, isLeftOut: (@Sendable (Value) -> Bool)?) {
        self.name = name
        self.schema = schema
        self.missing = missing
        self.isLeftOut = isLeftOut
    }

    /// Written whatever the value.
    public var isAlwaysWritten: Bool { isLeftOut == nil }

    /// Refused when missing, so the schema requires it.
    public var isRequiredOnReading: Bool {
        if case .refused = missing { true } else { false }
    }
}

extension WireField: Sendable where Value: Sendable {}
extension WireField.Missing: Sendable where Value: Sendable {}

extension JSONValue {
    /// The object's `field`, read as its declaration says: a missing field is refused with
    /// ``WireError/missing(_:)`` naming it, or reads the declared default; an absent default is `null` too.
    public func read<Value: WireDecodable>(_ field: WireField<Value>) throws(WireError) -> Value {
        guard case .reads(let value) = field.missing else { return try Value(json: self.field(field.name)) }
        guard let json = try optionalField(field.name) else { return value }
        return try Value(json: json)
    }

    /// The object's `field` of an optional value, read as its declaration says.
    public func read<Wrapped: WireDecodable>(_ field: WireField<Wrapped?>) throws(WireError) -> Wrapped? {
        guard case .reads(let value) = field.missing else {
            let json = try self.field(field.name)
            return json == .null ? nil : try Wrapped(json: json)
        }
        guard let json = try optionalField(field.name) else { return value }
        return try Wrapped(json: json)
    }
}

extension JSONWriter {
    /// Adds `field` to the object being written, unless its declaration leaves `value` out.
    public mutating func field<Value: WireEncodable>(_ field: WireField<Value>, _ value: Value) {
        if field.isLeftOut?(value) ?? false { return }
        self.field(field.name, value)
    }
}
