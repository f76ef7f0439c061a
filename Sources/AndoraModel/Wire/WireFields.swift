/// What a ``WireShaped`` type declares its fields to: the writer, or the ``WireShape`` that lists them.
public protocol WireFields<Root> {
    associatedtype Root
    /// The field `field` declares, of the value `value` gives.
    mutating func field<Value: WireEncodable>(_ field: WireField<Value>, _ value: (Root) -> Value)
}

extension WireFields {
    /// A field that is always written, of a value that is not read back (a state the front ends draw).
    public mutating func field<Value: WireEncodable>(
        _ name: String, _ schema: @autoclosure @escaping @Sendable () -> WireSchema = WireSchema(), _ value: (Root) -> Value
    ) {
        field(WireField(name, schemaOf: schema, missing: .refused, isLeftOut: nil), value)
    }

    /// A field left out while its value is absent, of a value that is not read back.
    public mutating func field<Value: WireEncodable>(
        _ name: String, _ schema: @autoclosure @escaping @Sendable () -> WireSchema = WireSchema(), _ value: (Root) -> Value?
    ) {
        field(WireField(name, schemaOf: schema, missing: .reads(nil)) { $0 == nil }, value)
    }
}
