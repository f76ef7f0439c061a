/// A move in notation that ``Position/play(notations:)`` could not play: it names no cell, or that
/// cell is not a legal move where the move comes.
public struct UnplayableMove: Error, Equatable, Sendable {
    /// The move as written.
    public let notation: String
}
