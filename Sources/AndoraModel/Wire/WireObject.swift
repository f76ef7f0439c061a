/// A small object written in place by a closure, for a field whose value has no type of its own.
public struct WireObject: WireEncodable {
    private let fields: (inout JSONWriter) -> Void

    public init(_ fields: @escaping (inout JSONWriter) -> Void) {
        self.fields = fields
    }

    public func write(to json: inout JSONWriter) {
        json.object(fields)
    }
}
