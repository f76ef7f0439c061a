#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals noted by the handlers and read by the loop; a handler may only set a flag.
nonisolated(unsafe) private var resized: sig_atomic_t = 0
nonisolated(unsafe) private var stopRequested: sig_atomic_t = 0

/// The controlling terminal in raw mode on the alternate screen with mouse reports, restored by ``restore()``.
final class RawTerminal {
    private var original = termios()
    /// Nothing to restore until the terminal has been taken over.
    private var restored = true

    /// Why the terminal could not be taken over.
    struct NotATerminal: Error, CustomStringConvertible {
        var description: String { "andora play needs an interactive terminal (standard input is not one)" }
    }

    init() throws(NotATerminal) {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else { throw NotATerminal() }
        var raw = original
        cfmakeraw(&raw)
        // Reads return after 100 ms without input, so the loop notices signals.
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 0
            bytes[Int(VTIME)] = 1
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        restored = false
        signal(SIGWINCH) { _ in resized = 1 }
        for stopping in [SIGTERM, SIGINT, SIGHUP] {
            signal(stopping) { _ in stopRequested = 1 }
        }
        // Alternate screen, hidden cursor, SGR 1006 mouse clicks.
        writeOutput("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[2J")
    }

    deinit {
        restore()
    }

    /// Gives the terminal back as it was; safe to call twice.
    func restore() {
        guard !restored else { return }
        restored = true
        writeOutput("\u{1B}[0m\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    var size: TerminalSize {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return TerminalSize(columns: 80, rows: 24)
        }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Whether SIGWINCH arrived since the last call.
    func takeResize() -> Bool {
        defer { resized = 0 }
        return resized != 0
    }

    /// Whether SIGTERM, SIGINT or SIGHUP arrived.
    var stopping: Bool { stopRequested != 0 }

    /// The bytes available now, or none after a short wait.
    func readInput() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    func writeOutput(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            guard written > 0 else { return }
            offset += written
        }
    }
}
