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
}
