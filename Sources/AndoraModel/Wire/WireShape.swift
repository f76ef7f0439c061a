/// The fields a ``WireShaped`` type declares, as the OpenAPI document names them: the schema's
/// name, its properties in the order written, and those every object has.
public struct WireShape: Hashable, Sendable {
    /// One declared field.
    public struct Field: Hashable, Sendable {
        public let name: String
        /// Written whatever the value (`false`: left out while absent).
        public let isRequired: Bool
    }

    public let name: String
    public let fields: [Field]

    /// The shape `type` declares.
    public init<Value: WireShaped>(of type: Value.Type) {
        var list = FieldList<Value>()
        Value.wireFields(&list)
        name = Value.wireName
        fields = list.fields
    }

    /// Lists the fields declared to it.
    private struct FieldList<Root>: WireFields {
        var fields: [Field] = []

        mutating func field<Value: WireEncodable>(_ name: String, _ value: (Root) -> Value) {
            fields.append(Field(name: name, isRequired: true))
        }

        mutating func field<Value: WireEncodable>(_ name: String, _ value: (Root) -> Value?) {
            fields.append(Field(name: name, isRequired: false))
        }
    }
}
