import Synchronization

/// A clock for tests whose time moves only when it is read: each `now` is `step` later than the
/// one before, so code that polls a clock runs the same way on any machine. Sleeping returns at once.
public final class StepClock: Clock, Sendable {
    public typealias Duration = Swift.Duration
    public typealias Instant = ContinuousClock.Instant

    private let start = ContinuousClock.now
    private let step: Duration
    private let reads = Mutex(0)

    public init(step: Duration) {
        self.step = step
    }

    /// How many times `now` was read.
    public var readCount: Int { reads.withLock { $0 } }

    public var now: Instant {
        let count = reads.withLock { reads in
            defer { reads += 1 }
            return reads
        }
        return start.advanced(by: step * count)
    }

    public var minimumResolution: Duration { step }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
    }
}
