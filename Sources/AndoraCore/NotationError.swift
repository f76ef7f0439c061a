/// Text that does not name a cell.
public enum NotationError: Error, Hashable, Sendable {
    /// The text is not a column letter followed by a row number.
    case malformed(String)
}

extension NotationError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .malformed(let text): "“\(text)” is not a cell: write a column letter and a row number, such as e5"
        }
    }
}
