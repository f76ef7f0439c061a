import AndoraHost
import AndoraModel
import Testing

/// The rate limit behind new profiles per address and searches per profile.
@Suite struct TokenBucketTests {
    @Test func aBurstUpToCapacityThenOneAnIntervalApart() {
        var bucket = TokenBucket(capacity: 3, interval: 100)
        #expect((0..<3).map { _ in bucket.take(at: 1_000) } == [0, 0, 0])
        #expect(bucket.take(at: 1_000) == 100, "the fourth waits one interval")
        #expect(bucket.take(at: 1_040) == 60, "a refusal takes nothing: the wait only shrinks")
        #expect(bucket.take(at: 1_100) == 0)
        #expect(bucket.take(at: 1_100) == 100)
    }

    @Test func aQuietBucketIsFullAgain() {
        var bucket = TokenBucket(perMinute: 2)
        #expect(bucket.take(at: 0) == 0 && bucket.take(at: 0) == 0)
        #expect(bucket.take(at: 0) == 30_000)
        #expect(!bucket.isFull(at: 59_999))
        #expect(bucket.isFull(at: 60_000))
        #expect(bucket.take(at: 60_000) == 0 && bucket.take(at: 60_000) == 0)
    }

    @Test func reservationsQueueOneIntervalApart() {
        var bucket = TokenBucket(capacity: 1, interval: 500)
        #expect([0, 0, 0].map { bucket.reserve(at: $0) } == [0, 500, 1_000])
        #expect(bucket.take(at: 1_000) == 500, "what is reserved is taken")
    }
}
