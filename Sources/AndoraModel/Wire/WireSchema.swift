/// A JSON Schema object as the OpenAPI document states it, its members in the order written:
/// `WireSchema.integer(3...15).described("The classic board's side.")`.
public struct WireSchema: WireEncodable, Sendable {
    private var members: [Member] = []

    /// An object without members, for ``with(_:_:)`` to fill.
    public init() {}

    /// This schema with one more member, written after the others.
    public func with(_ key: String, _ value: some WireEncodable & Sendable) -> WireSchema {
        var schema = self
        schema.members.append(Member(key: key) { value.write(to: &$0) })
        return schema
    }

    /// This schema with a `description`.
    public func described(_ text: String) -> WireSchema { with("description", text) }

    public func write(to json: inout JSONWriter) {
        json.object { object in
            for member in members { object.field(member.key, member) }
        }
    }

    private struct Member: WireEncodable, Sendable {
        let key: String
        let value: @Sendable (inout JSONWriter) -> Void

        func write(to json: inout JSONWriter) { value(&json) }
    }
}

extension WireSchema {
    /// `{"type": type}`.
    public static func typed(_ type: String) -> WireSchema { WireSchema().with("type", type) }

    public static var string: WireSchema { typed("string") }
    public static var boolean: WireSchema { typed("boolean") }
    public static var number: WireSchema { typed("number") }

    /// A whole number within `range`.
    public static func integer(_ range: ClosedRange<Int64>) -> WireSchema {
        typed("integer").with("minimum", range.lowerBound).with("maximum", range.upperBound)
    }

    /// One of the names of `type`'s cases, in their order.
    public static func names<Value: CaseIterable & RawRepresentable>(of type: Value.Type) -> WireSchema where Value.RawValue == String {
        string.with("enum", type.allCases.map { $0.rawValue })
    }

    /// The decimal texts a 64-bit unsigned number is read from: 1 to 20 digits, at most
    /// 18446744073709551615. Built from that largest value: any 19 digits, or 20 that fall below it
    /// at one place and match it before, or the value itself.
    public static let unsigned64Pattern = "^([0-9]{1,19}|0[0-9]{19}|1[0-7][0-9]{18}|18[0-3][0-9]{17}|184[0-3][0-9]{16}|1844[0-5][0-9]{15}|18446[0-6][0-9]{14}|184467[0-3][0-9]{13}|1844674[0-3][0-9]{12}|184467440[0-6][0-9]{10}|1844674407[0-2][0-9]{9}|18446744073[0-6][0-9]{8}|1844674407370[0-8][0-9]{6}|18446744073709[0-4][0-9]{5}|184467440737095[0-4][0-9]{4}|18446744073709550[0-9]{3}|18446744073709551[0-5][0-9]{2}|1844674407370955160[0-9]|1844674407370955161[0-4]|18446744073709551615)$"

    /// A 64-bit unsigned number as a decimal string (JavaScript's numbers hold 53 bits).
    public static var unsigned64: WireSchema { string.with("pattern", unsigned64Pattern) }

    /// A time in milliseconds since 1970 (UTC), before the year 10000.
    public static var millisecondsBefore10000: WireSchema { integer(0...253_402_300_799_999) }

    /// The document's schema named `name`.
    public static func reference(_ name: String) -> WireSchema {
        WireSchema().with("$ref", "#/components/schemas/" + name)
    }

    /// An array of `items`.
    public static func array(of items: WireSchema) -> WireSchema { typed("array").with("items", items) }
}
