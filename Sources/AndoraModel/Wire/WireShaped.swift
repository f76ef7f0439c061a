/// A value written as an object of the fields its ``wireFields(_:)`` declares, once, in the order
/// they are written, each with its schema: `shape.field("x", .string) { $0.x }` (closures: Embedded
/// Swift has no key paths); a field of an optional value is left out while absent. A value that is
/// read back declares each field as a ``WireField`` that its `init(json:)` reads too:
/// `shape.field(Self.board, .reference("SavedBoard")) { $0.board }`. The writer follows from the
/// declaration, and so does ``WireShape``, the fields the OpenAPI document's schema of ``wireName``
/// must have.
public protocol WireShaped: WireEncodable {
    /// The name of the object's schema in the OpenAPI document.
    static var wireName: String { get }
    /// What the object is, as the OpenAPI document describes its schema.
    static var wireSummary: String? { get }
    /// Declares the fields to `shape`, in the order they are written.
    static func wireFields(_ shape: inout some WireFields<Self>)
}

extension WireShaped {
    public static var wireSummary: String? { nil }

    public func write(to json: inout JSONWriter) {
        json.object { object in
            withUnsafeMutablePointer(to: &object) { object in
                var fields = WireFieldWriter(root: self, object: object)
                Self.wireFields(&fields)
            }
        }
    }
}

/// Writes the declared fields of `root` into the object being written.
private struct WireFieldWriter<Root>: WireFields {
    let root: Root
    let object: UnsafeMutablePointer<JSONWriter>

    mutating func field<Value: WireEncodable>(_ name: String, _ schema: @autoclosure () -> WireSchema, _ value: (Root) -> Value) {
        object.pointee.field(name, value(root))
    }

    mutating func field<Value: WireEncodable>(_ name: String, _ schema: @autoclosure () -> WireSchema, _ value: (Root) -> Value?) {
        object.pointee.field(name, value(root))
    }

    @inline(__always)
    mutating func field<Value: WireEncodable & Equatable>(_ field: WireField<Value>, _ schema: @autoclosure () -> WireSchema, _ value: (Root) -> Value) {
        object.pointee.field(field, value(root))
    }

    @inline(__always)
    mutating func field<Value: WireEncodable & Equatable>(_ field: WireField<Value?>, _ schema: @autoclosure () -> WireSchema, _ value: (Root) -> Value?) {
        object.pointee.field(field, value(root))
    }
}

#if hasFeature(Embedded)
/// A state the front ends draw: written as its ``WireShaped/wireFields(_:)`` declare.
public typealias WireState = WireShaped
#else
/// A state the front ends draw: written as its ``WireShaped/wireFields(_:)`` declare, and natively
/// Codable too (synthesised from its properties) for the server's answers and the remote terminal.
public typealias WireState = WireShaped & Codable
#endif
