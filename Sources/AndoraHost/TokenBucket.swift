import AndoraModel

/// A rate limit: up to `capacity` actions at once, then one more every `interval` milliseconds.
///
/// Kept as the time at which the bucket is full again (a "theoretical arrival time"), so it
/// needs no timer: every question carries the time it is asked at, in milliseconds.
public struct TokenBucket: Sendable, Equatable {
    /// How many actions may happen at once after a quiet spell.
    public let capacity: Int
    /// Milliseconds that earn one more action.
    public let interval: Int64
    private var fullAt: Int64 = .min

    public init(capacity: Int, interval: Int64) {
        self.capacity = max(1, capacity)
        self.interval = max(1, interval)
    }

    /// A bucket of `perMinute` actions that refills at `perMinute` a minute.
    public init(perMinute: Int) {
        let perMinute = max(1, perMinute)
        self.init(capacity: perMinute, interval: 60_000 / Int64(perMinute))
    }

    /// Takes an action now if the bucket allows it and returns 0; otherwise takes nothing and
    /// returns the milliseconds until it would.
    public mutating func take(at now: Int64) -> Int64 {
        let wait = due(at: now)
        if wait == 0 { fullAt = max(fullAt, now) + interval }
        return wait
    }

    /// Takes the next action, now or later: returns the milliseconds until it is due (0 for now).
    public mutating func reserve(at now: Int64) -> Int64 {
        let wait = due(at: now)
        fullAt = max(fullAt, now) + interval
        return wait
    }

    /// Whether nothing has been taken lately: a full bucket holds no memory worth keeping.
    public func isFull(at now: Int64) -> Bool {
        fullAt <= now
    }

    private func due(at now: Int64) -> Int64 {
        max(0, max(fullAt, now) + interval - now - Int64(capacity) * interval)
    }
}
