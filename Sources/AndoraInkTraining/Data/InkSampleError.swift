/// Why a line is not a usable drawing.
public enum InkSampleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not valid JSON where `offset` (a byte position) points.
    case syntax(offset: Int, expected: String)
    /// The object has no `strokes` field.
    case missingStrokes
    /// A field holds the wrong kind of value.
    case wrongType(field: String, expected: String)
    /// A point is not `[x, y]` or `[x, y, t]` of finite numbers (`t` may be null).
    case badPoint(stroke: Int, point: Int)

    public var description: String {
        switch self {
        case .syntax(let offset, let expected): "invalid JSON at byte \(offset): expected \(expected)"
        case .missingStrokes: "no strokes field"
        case .wrongType(let field, let expected): "field \(field) is not \(expected)"
        case .badPoint(let stroke, let point): "point \(point) of stroke \(stroke) is not [x, y, t]"
        }
    }
}
