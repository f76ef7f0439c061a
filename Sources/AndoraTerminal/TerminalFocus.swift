import AndoraCore

/// Where the keyboard is on screen: the board cursor, the highlighted row, a cell name being typed.
public struct TerminalFocus: Hashable, Sendable {
    /// The board cursor.
    public var cell = Cell(column: 4, row: 4)
    /// The highlighted row of a menu, the options or a dialog's buttons.
    public var item = 0
    /// The part of a cell name typed so far (`e`, `e1`).
    public var typed = ""

    public init() {}
}
