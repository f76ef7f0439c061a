import Synchronization

/// Wall-clock milliseconds that move only when a test moves them (for `AppRuntime`'s clock).
public final class ManualTime: Sendable {
    private let milliseconds: Mutex<Int64>

    public init(_ start: Int64 = 1_700_000_000_000) {
        milliseconds = Mutex(start)
    }

    /// The time now, in milliseconds since 1970.
    public var now: Int64 { milliseconds.withLock { $0 } }

    /// Moves the time on.
    public func advance(seconds: Int64) {
        milliseconds.withLock { $0 += seconds * 1000 }
    }
}
