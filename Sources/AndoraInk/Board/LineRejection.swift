/// Why a stroke cannot be the next line of the board; the app erases it and says why.
public enum LineRejection: Error, Sendable, Hashable {
    /// The stroke is shorter than a board line can be.
    case tooShort
    /// The stroke bends or wobbles too much to be a straight line.
    case notStraight
    /// The stroke is tilted too far from both vertical and horizontal.
    case neitherVerticalNorHorizontal
    /// Two vertical lines are drawn already.
    case extraVertical
    /// Two horizontal lines are drawn already.
    case extraHorizontal
    /// The stroke crosses the other line of the same direction.
    case crossesParallelLine
    /// The stroke is too close to the other line of the same direction to leave room for a row or column.
    case tooCloseToParallelLine
    /// The stroke does not reach across a line of the other direction.
    case missesCrossingLine
    /// The board has its four lines already.
    case boardComplete
}
