/// A key press or mouse click read from the terminal.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case enter, space, escape, tab, backspace
    /// Ctrl-C: leave the program.
    case interrupt
    case character(Character)
    /// A left click at a 0-based position.
    case click(row: Int, column: Int)
}
