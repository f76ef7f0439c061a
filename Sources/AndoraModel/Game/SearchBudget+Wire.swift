import AndoraCore
import AndoraEngine

/// A search's budget on the wire: `{"nodes": 150}`, or `{"milliseconds": 1000}` for a time.
extension SearchBudget: WireCodable, WireShaped {
    public init(json: JSONValue) throws(WireError) {
        if let nodes = try json.read(Fields.nodes) {
            self = .nodes(nodes)
        } else {
            // A budget that is not nodes is a time, which must be there.
            guard let milliseconds = try json.read(Fields.milliseconds) else { throw .missing(Fields.milliseconds.name) }
            self = .time(.milliseconds(milliseconds))
        }
    }

    public static let wireName = "SearchBudget"

    public static func wireFields(_ shape: inout some WireFields<SearchBudget>) {
        shape.field(Fields.nodes) { if case .nodes(let nodes) = $0 { nodes } else { nil } }
        shape.field(Fields.milliseconds) { if case .time(let time) = $0 { time.wholeMilliseconds } else { nil } }
    }

    /// The fields, beside the type: a static member here would share a name with AndoraEngine's cases.
    private enum Fields {
        static var nodes: WireField<Int?> { WireField(optional: "nodes") }
        static var milliseconds: WireField<Int64?> { WireField(optional: "milliseconds") }
    }
}
