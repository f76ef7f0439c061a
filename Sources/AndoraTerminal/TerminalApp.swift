import AndoraApp

/// The thin I/O loop of `andora play`: read keys, update the session, store effects, redraw.
public enum TerminalApp {
    /// Runs until the player quits or a signal stops it; the terminal is restored either way.
    ///
    /// `perform` stores an effect; the messages of its failures are returned to be shown after the
    /// terminal is restored. Searches run in the background: their answers are picked up between
    /// reads, at most 100 ms apart, and a search the model no longer awaits is cancelled.
    public static func run(_ session: TerminalSession, perform: (AppEffect) throws -> Void) throws -> [String] {
        var session = session
        let terminal = try RawTerminal()
        defer { terminal.restore() }
        let searches = SearchRunner()
        defer { searches.keepOnly(nil) }
        let clock = ContinuousClock()
        let launch = clock.now
        var problems: [String] = []
        var size = terminal.size
        var second = -1
        terminal.writeOutput(session.frame(size: size).canvas.ansi)
        while !terminal.stopping {
            var redraw = false
            if terminal.takeResize() {
                size = terminal.size
                terminal.writeOutput("\u{1B}[2J")
                redraw = true
            }
            let keys = KeyParser.keys(in: terminal.readInput())
            let now = Int((clock.now - launch) / .milliseconds(1))
            if !keys.isEmpty || now / 1000 != second {
                // The countdown to the next hint changes with the clock alone.
                second = now / 1000
                let before = session.model.state
                _ = session.receive(.clock(now: now))
                redraw = redraw || session.model.state != before
            }
            var effects: [AppEffect] = []
            var quitting = false
            for key in keys {
                guard let keyEffects = session.press(key, size: size) else {
                    // Keys read together with the quit key still count: store what they changed.
                    quitting = true
                    break
                }
                effects += keyEffects
                redraw = true
            }
            for answer in searches.takeAnswers() {
                effects += session.receive(answer)
                redraw = true
            }
            for effect in effects {
                if case .think(let request) = effect {
                    if !quitting { searches.start(request) }
                    continue
                }
                do {
                    try perform(effect)
                } catch {
                    problems.append("\(error)")
                }
            }
            if quitting { return problems }
            searches.keepOnly(session.model.awaitedThought?.id)
            if redraw {
                terminal.writeOutput(session.frame(size: size).canvas.ansi)
            }
        }
        return problems
    }
}
