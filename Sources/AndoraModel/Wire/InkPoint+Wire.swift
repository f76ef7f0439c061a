import AndoraInk

/// A point on the wire is `[x, y, t]`, or `[x, y]` when its time (milliseconds) is unknown.
extension InkPoint: WireCodable {
    /// Reads `[x, y]` or `[x, y, t]`.
    public init(json: JSONValue) throws(WireError) {
        let numbers = try json.array()
        guard numbers.count == 2 || numbers.count == 3 else { throw .expected("a point [x, y] or [x, y, t]") }
        let time = numbers.count == 3 && numbers[2] != .null ? try numbers[2].double() : nil
        self.init(x: try numbers[0].double(), y: try numbers[1].double(), t: time)
    }

    public func write(to json: inout JSONWriter) {
        json.array { array in
            array.element(x)
            array.element(y)
            if let t { array.element(t) }
        }
    }

    /// The schema of a point as the model writes and reads it (a time it reads may be `null`).
    public static var schema: WireSchema {
        WireSchema.typed("array").with("items", WireSchema().with("oneOf", [WireSchema.number, .typed("null")]))
            .with("minItems", 2).with("maxItems", 3)
            .described("[x, y] or [x, y, t] in page units (x right, y down), t in ms since the stroke's first point, null when the point came without a time.")
            .with("example", [120, 84.5, 16])
    }

    /// The schema of a point a page sends.
    public static var inputSchema: WireSchema {
        WireSchema.array(of: .number).with("minItems", 2).with("maxItems", 3)
            .described("A point the page sends: [x, y, t] in page units (x right, y down), t in ms since the stroke's first point, or [x, y] without a time. JSON numbers are always finite.")
            .with("example", [120, 84.5, 16])
    }
}

/// A stroke on the wire is the array of its points.
extension Stroke: WireCodable {
    public func write(to json: inout JSONWriter) { points.write(to: &json) }

    /// Reads a stroke from its points.
    public init(json: JSONValue) throws(WireError) {
        var points: [InkPoint] = []
        for point in try json.array() { points.append(try InkPoint(json: point)) }
        self.init(points)
    }

    /// The schema of a stroke the model writes, named `Stroke` in the OpenAPI document.
    public static var schema: WireSchema { .array(of: .reference("PagePoint")) }

    /// The schema of a stroke a page sends, named `InputStroke`.
    public static var inputSchema: WireSchema { .array(of: .reference("InputPoint")) }
}
