/// What a ``WireShaped`` type declares its fields to: the writer, or the ``WireShape`` that lists them.
public protocol WireFields<Root> {
    associatedtype Root
    /// A field that is always written, with its schema in the OpenAPI document.
    mutating func field<Value: WireEncodable>(_ name: String, _ schema: @autoclosure () -> WireSchema, _ value: (Root) -> Value)
    /// A field left out while its value is absent, with its schema in the OpenAPI document.
    mutating func field<Value: WireEncodable>(_ name: String, _ schema: @autoclosure () -> WireSchema, _ value: (Root) -> Value?)
    /// A field that is always written, which the reader takes as its default when it is missing (a
    /// stored value written before the field existed), so the schema does not require it.
    mutating func fieldReadWithDefault<Value: WireEncodable>(
        _ name: String, _ schema: @autoclosure () -> WireSchema, _ value: (Root) -> Value)
}

extension WireFields {
    /// A field that is always written, of a type the OpenAPI document does not describe.
    public mutating func field<Value: WireEncodable>(_ name: String, _ value: (Root) -> Value) {
        field(name, WireSchema(), value)
    }

    /// A field left out while its value is absent, of a type the OpenAPI document does not describe.
    public mutating func field<Value: WireEncodable>(_ name: String, _ value: (Root) -> Value?) {
        field(name, WireSchema(), value)
    }
}
