import AndoraModel

/// One rendered screen: what to draw and where the mouse can click.
public struct Frame: Sendable {
    public var canvas: Canvas
    public var hits: [Hit] = []

    /// What a click at a 0-based position does, if it lands on something.
    public func action(atRow row: Int, column: Int) -> TerminalAction? {
        hits.last { $0.row == row && $0.columns.contains(column) }?.action
    }

    /// The screen as plain text, for tests and the end-to-end check.
    public var text: String {
        canvas.plainLines.joined(separator: "\n")
    }
}
