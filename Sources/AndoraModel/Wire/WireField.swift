/// One field of a value that is read back, declared once beside its type: its name, when it is left
/// out of what is written, and what a missing field reads as. The type's
/// ``WireShaped/wireFields(_:)`` writes it, with its schema in the OpenAPI document
/// (`shape.field(Self.board, .reference("SavedBoard")) { $0.board }`), and its `init(json:)` reads
/// it (`try json.read(Self.board)`), so the writer, the schema and the reader cannot disagree:
///
/// - `WireField<SavedBoard>("board")`: always written; a missing field is refused.
/// - `WireField("opponent", ifMissing: Opponent.human)`: always written; a stored value written
///   before the field existed reads the default.
/// - `WireField("paused", leftOutAs: false)`: left out while it has that value, which a missing
///   field reads as.
/// - `WireField<Player?>(optional: "sign")`: left out while absent; missing reads `nil`.
///
/// A default that only the other fields can give (a time per move) is declared
/// `WireField<[Int64]?>("moveTimes", ifMissing: nil)`, and the reader gives it.
///
/// Fields are computed static properties (`static var board: WireField<SavedBoard> {
/// WireField("board") }`) and their reading and writing is inlined, so that what a field's
/// declaration says is known where it is read and written: the WebAssembly build then carries no
/// more code than a reader and writer written by hand.
public struct WireField<Value: Equatable> {
    /// The field's name in the object.
    public let name: String
    /// What a missing (or `null`) field reads as; `nil`: a missing field is refused.
    let missing: Value?
    /// Left out of what is written while its value is the one ``missing`` reads.
    private let isLeftOutAsMissing: Bool

    /// A field that is always written and must be there when read.
    @inline(__always)
    public init(_ name: String) {
        self.name = name
        missing = nil
        isLeftOutAsMissing = false
    }

    /// A field that is always written, read as `value` when it is missing: what older stored values
    /// lacked, so the schema does not require it.
    @inline(__always)
    public init(_ name: String, ifMissing value: Value) {
        self.name = name
        missing = .some(value)
        isLeftOutAsMissing = false
    }

    /// A field left out while its value is `value`, which a missing field reads as.
    @inline(__always)
    public init(_ name: String, leftOutAs value: Value) {
        self.name = name
        missing = .some(value)
        isLeftOutAsMissing = true
    }

    /// A field of an optional value, left out while absent; a missing field reads `nil`.
    @inline(__always)
    public init<Wrapped>(optional name: String) where Value == Wrapped? {
        self.init(name, leftOutAs: nil)
    }

    /// Written whatever the value.
    var isAlwaysWritten: Bool { !isLeftOutAsMissing }

    /// Refused when missing, so the schema requires it.
    var isRequiredOnReading: Bool {
        if case .none = missing { true } else { false }
    }

    /// Whether `value` is left out of what is written.
    @inline(__always)
    func isLeftOut(_ value: Value) -> Bool {
        isLeftOutAsMissing && missing == .some(value)
    }
}

extension WireField: Sendable where Value: Sendable {}

extension JSONValue {
    /// The object's `field`, read as its declaration says: a missing field is refused with
    /// ``WireError/missing(_:)`` naming it, or reads the declared default; `null` is missing too
    /// where there is a default.
    @inline(__always)
    public func read<Value: WireDecodable>(_ field: WireField<Value>) throws(WireError) -> Value {
        guard let value = field.missing else { return try Value(json: self.field(field.name)) }
        guard let json = try optionalField(field.name) else { return value }
        return try Value(json: json)
    }

    /// The object's `field` of an optional value, read as its declaration says.
    @inline(__always)
    public func read<Wrapped: WireDecodable>(_ field: WireField<Wrapped?>) throws(WireError) -> Wrapped? {
        guard let value = field.missing else {
            let json = try self.field(field.name)
            return json == .null ? nil : try Wrapped(json: json)
        }
        guard let json = try optionalField(field.name) else { return value }
        return try Wrapped(json: json)
    }
}

extension JSONWriter {
    /// Adds `field` to the object being written, unless its declaration leaves `value` out.
    @inline(__always)
    public mutating func field<Value: WireEncodable & Equatable>(_ field: WireField<Value>, _ value: Value) {
        if !field.isLeftOut(value) { self.field(field.name, value) }
    }

    /// Adds `field`, of an optional value, to the object being written, unless `value` is absent.
    @inline(__always)
    public mutating func field<Wrapped: WireEncodable & Equatable>(_ field: WireField<Wrapped?>, _ value: Wrapped?) {
        self.field(field.name, value)
    }
}
