import AndoraApp
import AndoraCore
import AndoraTerminal

extension TerminalSession {
    /// A session after pressing the keys, typed as text: each character is a key, `\r` is Enter.
    func typing(_ text: String, size: TerminalSize = .roomy) -> TerminalSession {
        var session = self
        for key in KeyParser.keys(in: Array(text.utf8)) {
            _ = session.press(key, size: size)
        }
        return session
    }

    /// The screen text at a size.
    func screen(_ size: TerminalSize = .roomy) -> String {
        frame(size: size).text
    }
}

extension TerminalSize {
    /// Large enough for the full Andora board.
    static let roomy = TerminalSize(columns: 100, rows: 40)
    /// The classic 80×24 terminal.
    static let standard = TerminalSize(columns: 80, rows: 24)
}
