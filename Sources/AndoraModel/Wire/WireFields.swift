/// What a ``WireShaped`` type declares its fields to: the writer, or the ``WireShape`` that lists them.
public protocol WireFields<Root> {
    associatedtype Root
    /// A field that is always written, with its schema in the OpenAPI document, of a value that is
    /// not read back (a state the front ends draw).
    mutating func field<Value: WireEncodable>(_ name: String, _ schema: @autoclosure () -> WireSchema, _ value: (Root) -> Value)
    /// A field left out while its value is absent, with its schema in the OpenAPI document, of a
    /// value that is not read back.
    mutating func field<Value: WireEncodable>(_ name: String, _ schema: @autoclosure () -> WireSchema, _ value: (Root) -> Value?)
    /// A field of a value that is read back, written as its declaration says, with its schema in the
    /// OpenAPI document.
    mutating func field<Value: WireEncodable & Equatable>(_ field: WireField<Value>, _ schema: @autoclosure () -> WireSchema, _ value: (Root) -> Value)
    /// A field of an optional value that is read back, left out while absent, with its schema in the
    /// OpenAPI document.
    mutating func field<Value: WireEncodable & Equatable>(_ field: WireField<Value?>, _ schema: @autoclosure () -> WireSchema, _ value: (Root) -> Value?)
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

    /// A field of a value that is read back, of a type the OpenAPI document does not describe.
    public mutating func field<Value: WireEncodable & Equatable>(_ field: WireField<Value>, _ value: (Root) -> Value) {
        self.field(field, WireSchema(), value)
    }

    /// A field of an optional value that is read back, of a type the OpenAPI document does not describe.
    public mutating func field<Value: WireEncodable & Equatable>(_ field: WireField<Value?>, _ value: (Root) -> Value?) {
        self.field(field, WireSchema(), value)
    }
}
