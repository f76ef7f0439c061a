import AndoraModel

/// A clickable stretch of a screen row and what clicking it does.
public struct Hit: Hashable, Sendable {
    public var row: Int
    public var columns: Range<Int>
    public var action: TerminalAction
}
