import AndoraModel
import Foundation
import Synchronization

/// The thin I/O loop of `andora play`: read keys, send intents through the connection, redraw.
public enum TerminalApp {
    /// Runs until the player quits, the connection says the run is over, or a signal stops it; the
    /// terminal is restored either way.
    ///
    /// The connection stores every change before it answers; states it sends by itself (the
    /// computer's move, a hint, the other device's move, and the clock's next second or the hint
    /// countdown when the model asks to be woken) are picked up between reads, at most 100 ms apart.
    public static func run(_ connection: some TerminalConnection) async throws {
        let terminal = try RawTerminal()
        defer { terminal.restore() }
        var session = TerminalSession(state: await connection.state())
        let latest = Mutex<AppState?>(nil)
        let updates = await connection.updates()
        let follower = Task {
            for await state in updates {
                latest.withLock { $0 = state }
            }
        }
        defer { follower.cancel() }
        var size = terminal.size
        var drawn: String?
        func show(_ state: AppState) async {
            var next = state
            for intent in session.show(next) {
                next = await connection.send(intent)
            }
            if next != state { _ = session.show(next) }
        }
        await show(session.state)
        // This machine's time zone decides where the daily streak's days begin.
        await show(await connection.send(.setTimeZone(utcOffsetMinutes: TimeZone.current.secondsFromGMT() / 60)))
        // Something may look different: the screen is drawn again (and written only if it changed).
        var stale = true
        playing: while !terminal.stopping, !connection.isFinished(session.state) {
            if terminal.takeResize() {
                size = terminal.size
                terminal.writeOutput("\u{1B}[2J")
                drawn = nil
                stale = true
            }
            let keys = KeyParser.keys(in: terminal.readInput())
            stale = stale || !keys.isEmpty
            if let update = latest.withLock({ state in defer { state = nil }; return state }) {
                await show(update)
                stale = true
            }
            for key in keys {
                switch session.press(key, size: size) {
                case .quit?:
                    break playing
                case .send(let intent)?:
                    await show(await connection.send(intent))
                case .saveReplay?:
                    // Into the folder the program was started from, where the player looks first.
                    guard let replay = session.state.replay else { break }
                    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                    session.tell(ReplayFiles.save(replay, in: folder, Localizer(language: session.state.language)))
                case nil:
                    break
                }
            }
            guard stale else { continue }
            stale = false
            let screen = session.frame(size: size).canvas.ansi
            if screen != drawn {
                terminal.writeOutput(screen)
                drawn = screen
            }
        }
        // Leaving the terminal pauses a game under way (R5.1.3): its clock stands, and is stored.
        if session.state.game?.pause?.intent == .pause {
            _ = await connection.send(.pause)
        }
    }
}
