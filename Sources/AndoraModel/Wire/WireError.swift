/// Why a JSON text could not be read as the value asked for.
public enum WireError: Error, Hashable, Sendable {
    /// Not JSON at all, at this byte offset.
    case malformed(at: Int)
    /// A value of another kind than expected, such as "a string".
    case expected(String)
    /// An object lacks this field.
    case missing(String)
    /// An intent or event of this type does not exist.
    case unknownType(String)
    /// The value has the right shape but breaks a rule, such as moves that are not a legal game.
    case invalid(String)

    /// An English explanation for logs and the command line; players see a localised text instead.
    public var description: String {
        switch self {
        case .malformed(let offset): "not JSON (at byte \(offset))"
        case .expected(let kind): "expected \(kind)"
        case .missing(let key): "the field “\(key)” is missing"
        case .unknownType(let type): "unknown type “\(type)”"
        case .invalid(let reason): "not valid: \(reason)"
        }
    }
}
