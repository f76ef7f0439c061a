import AndoraApp

/// The thin I/O loop of `andora play`: read keys, update the session, store effects, redraw.
public enum TerminalApp {
    /// Runs until the player quits or a signal stops it; the terminal is restored either way.
    ///
    /// `perform` stores an effect; the messages of its failures are returned to be shown after the
    /// terminal is restored.
    public static func run(_ session: TerminalSession, perform: (AppEffect) throws -> Void) throws -> [String] {
        var session = session
        let terminal = try RawTerminal()
        defer { terminal.restore() }
        var problems: [String] = []
        var size = terminal.size
        terminal.writeOutput(session.frame(size: size).canvas.ansi)
        while !terminal.stopping {
            var redraw = false
            if terminal.takeResize() {
                size = terminal.size
                terminal.writeOutput("\u{1B}[2J")
                redraw = true
            }
            for key in KeyParser.keys(in: terminal.readInput()) {
                guard let effects = session.press(key, size: size) else { return problems }
                for effect in effects {
                    do {
                        try perform(effect)
                    } catch {
                        problems.append("\(error)")
                    }
                }
                redraw = true
            }
            if redraw {
                terminal.writeOutput(session.frame(size: size).canvas.ansi)
            }
        }
        return problems
    }
}
