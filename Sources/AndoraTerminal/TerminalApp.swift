import AndoraApp
import Synchronization

/// The thin I/O loop of `andora play`: read keys, send intents to the runtime, redraw.
public enum TerminalApp {
    /// Runs until the player quits or a signal stops it; the terminal is restored either way.
    ///
    /// The runtime stores every change before it answers and runs the searches; states it sends by
    /// itself (the computer's move, a hint) are picked up between reads, at most 100 ms apart.
    public static func run(_ runtime: AppRuntime, profile: ProfileID) async throws {
        let terminal = try RawTerminal()
        defer { terminal.restore() }
        var session = TerminalSession(state: await runtime.state(of: profile))
        let latest = Mutex<AppState?>(nil)
        let updates = await runtime.updates(of: profile)
        let follower = Task {
            for await state in updates {
                latest.withLock { $0 = state }
            }
        }
        defer { follower.cancel() }
        var size = terminal.size
        var second = -1
        var drawn: String?
        let launch = ContinuousClock.now
        func show(_ state: AppState) async {
            var next = state
            for intent in session.show(next) {
                next = await runtime.send(intent, as: profile)
            }
            if next != state { _ = session.show(next) }
        }
        await show(session.state)
        while !terminal.stopping {
            if terminal.takeResize() {
                size = terminal.size
                terminal.writeOutput("\u{1B}[2J")
                drawn = nil
            }
            let keys = KeyParser.keys(in: terminal.readInput())
            if let update = latest.withLock({ state in defer { state = nil }; return state }) {
                await show(update)
            }
            let now = Int((ContinuousClock.now - launch).components.seconds)
            if keys.isEmpty, now != second {
                // The countdown to the next hint moves with the clock alone.
                second = now
                await show(await runtime.state(of: profile))
            }
            for key in keys {
                switch session.press(key, size: size) {
                case .quit?:
                    return
                case .send(let intent)?:
                    await show(await runtime.send(intent, as: profile))
                case nil:
                    break
                }
            }
            let screen = session.frame(size: size).canvas.ansi
            if screen != drawn {
                terminal.writeOutput(screen)
                drawn = screen
            }
        }
    }
}
