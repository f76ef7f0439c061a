/// The fields a ``WireShaped`` type declares, as the OpenAPI document names them: the schema's
/// name, its properties in the order written, and those every object has.
public struct WireShape: Sendable {
    /// One declared field.
    public struct Field: Sendable {
        public let name: String
        /// Written whatever the value (`false`: left out while absent).
        public let isRequired: Bool
        /// Required by the schema: always written, and never missing from what is read.
        public let isRequiredOnReading: Bool
        public let schema: WireSchema
    }

    public let name: String
    public let summary: String?
    public let fields: [Field]

    /// The shape `type` declares.
    public init<Value: WireShaped>(of type: Value.Type) {
        var list = FieldList<Value>()
        Value.wireFields(&list)
        name = Value.wireName
        summary = Value.wireSummary
        fields = list.fields
    }

    /// The object's schema: its description, the fields required on reading, every field a property.
    public var schema: WireSchema {
        var properties = WireSchema()
        for field in fields { properties = properties.with(field.name, field.schema) }
        var schema = WireSchema.typed("object")
        if let summary { schema = schema.described(summary) }
        return schema
            .with("required", fields.filter { $0.isRequiredOnReading }.map { $0.name })
            .with("properties", properties)
    }

    /// Lists the fields declared to it.
    private struct FieldList<Root>: WireFields {
        var fields: [Field] = []

        mutating func field<Value: WireEncodable>(_ name: String, _ schema: @autoclosure () -> WireSchema, _ value: (Root) -> Value) {
            fields.append(Field(name: name, isRequired: true, isRequiredOnReading: true, schema: schema()))
        }

        mutating func field<Value: WireEncodable>(_ name: String, _ schema: @autoclosure () -> WireSchema, _ value: (Root) -> Value?) {
            fields.append(Field(name: name, isRequired: false, isRequiredOnReading: false, schema: schema()))
        }

        mutating func field<Value: WireEncodable & Equatable>(_ field: WireField<Value>, _ schema: @autoclosure () -> WireSchema, _ value: (Root) -> Value) {
            fields.append(Field(
                name: field.name, isRequired: field.isAlwaysWritten, isRequiredOnReading: field.isRequiredOnReading,
                schema: schema()))
        }

        mutating func field<Value: WireEncodable & Equatable>(_ field: WireField<Value?>, _ schema: @autoclosure () -> WireSchema, _ value: (Root) -> Value?) {
            fields.append(Field(name: field.name, isRequired: false, isRequiredOnReading: field.isRequiredOnReading, schema: schema()))
        }
    }
}
