/// What a ``WireShaped`` type declares its fields to: the writer, or the ``WireShape`` that lists them.
public protocol WireFields<Root> {
    associatedtype Root
    /// A field that is always written.
    mutating func field<Value: WireEncodable>(_ name: String, _ value: (Root) -> Value)
    /// A field left out while its value is absent.
    mutating func field<Value: WireEncodable>(_ name: String, _ value: (Root) -> Value?)
}
