/// What a drawn shape is taken to be.
public enum ShapeLabel: String, Sendable, CaseIterable, Hashable {
    case x
    case o
    case line
    /// Anything that is not an X, an O or a single straight line.
    case other
}
