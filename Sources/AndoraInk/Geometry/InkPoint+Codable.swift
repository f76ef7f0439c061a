// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
/// `[x, y]` or `[x, y, t]`, the compact form strokes travel in; written as `[x, y, t]` with `t` `null` when unknown.
extension InkPoint: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        x = try container.decode(Double.self)
        y = try container.decode(Double.self)
        t = container.isAtEnd ? nil : try container.decodeNil() ? nil : container.decode(Double.self)
        guard container.isAtEnd else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a point is [x, y] or [x, y, t]")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
        if let t {
            try container.encode(t)
        } else {
            try container.encodeNil()
        }
    }
}
#endif
