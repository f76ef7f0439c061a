import Logging
import Synchronization

/// A log that keeps what is logged to it, for tests that read what a server said.
final class CapturedLog: Sendable {
    private let entries = Mutex<[(level: Logger.Level, message: String)]>([])

    /// A logger writing here, at every level.
    func logger(label: String = "test") -> Logger {
        var logger = Logger(label: label) { _ in Handler(log: self) }
        logger.logLevel = .trace
        return logger
    }

    /// The messages logged at `level` or above.
    func messages(atLeast level: Logger.Level) -> [String] {
        entries.withLock { $0.filter { $0.level >= level }.map(\.message) }
    }

    private struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            log.entries.withLock { $0.append((event.level, "\(event.message)")) }
        }
    }
}
