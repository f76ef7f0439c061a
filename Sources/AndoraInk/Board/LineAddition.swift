/// What became of a stroke offered as a board line.
public enum LineAddition: Sendable, Hashable {
    /// Accepted as line `number` of 4 (1-based, in drawing order).
    case accepted(BoardLine, number: Int)
    case rejected(LineRejection)
}
