/// A value with one JSON form on the wire (the page, the terminal, WebAssembly), written by hand once
/// for every platform: Embedded Swift has no Codable, and `JSONEncoder` keeps no key order.
public protocol WireEncodable {
    /// Appends the value's JSON to the writer.
    func write(to json: inout JSONWriter)
}

extension WireEncodable {
    /// The value's JSON text: equal values give equal bytes.
    public var json: String {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.text
    }
}

extension String: WireEncodable {
    public func write(to json: inout JSONWriter) { json.string(self) }
}

extension Bool: WireEncodable {
    public func write(to json: inout JSONWriter) { json.raw(self ? "true" : "false") }
}

extension Int: WireEncodable {
    public func write(to json: inout JSONWriter) { json.raw(String(self)) }
}

extension Int64: WireEncodable {
    public func write(to json: inout JSONWriter) { json.raw(String(self)) }
}

extension Double: WireEncodable {
    /// Whole numbers without a fraction (`3`, not `3.0`), as JavaScript writes them; not finite: `null`.
    public func write(to json: inout JSONWriter) {
        guard isFinite else { return json.raw("null") }
        if self == rounded(), abs(self) < 1e15 { json.raw(String(Int64(self))) } else { json.raw(String(self)) }
    }
}

extension Array: WireEncodable where Element: WireEncodable {
    public func write(to json: inout JSONWriter) {
        json.array { array in
            for element in self { array.element(element) }
        }
    }
}

extension Optional: WireEncodable where Wrapped: WireEncodable {
    /// `null` inside an array; an object's field leaves an absent value out instead.
    public func write(to json: inout JSONWriter) {
        if let value = self { value.write(to: &json) } else { json.raw("null") }
    }
}

extension WireEncodable where Self: RawRepresentable, RawValue == String {
    /// Enums named by their raw value, such as `"x"` or `"andora"`.
    public func write(to json: inout JSONWriter) { json.string(rawValue) }
}
