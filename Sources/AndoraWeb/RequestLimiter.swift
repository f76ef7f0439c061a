import AndoraHost
import AndoraModel
import Logging
import Synchronization

/// How many requests of one kind each client (an address, a browser) may make a minute: new
/// profiles (a browser opens one, a flood of thousands is refused before it can crowd the players
/// out of memory or the searches), backups and restores (each reads or writes many games), tries
/// at match codes (a code is a guess away from someone's free seat). Beyond the allowance, 429.
/// One log line marks the start of each refused burst, so a flood cannot fill the log either.
final class RequestLimiter: Sendable {
    /// The verdict on one request.
    enum Verdict: Equatable {
        case allowed
        /// Refused; `seconds` until the client may try again.
        case refused(seconds: Int)
    }

    private struct Client {
        var bucket: TokenBucket
        var refusing = false
    }

    /// The clients remembered, and how many there may be before those whose buckets are full again
    /// are forgotten: at least 4096, and twice as many as the last sweep kept, so that a sweep that
    /// frees little is not repeated on every request.
    private struct Clients {
        var byAddress: [String: Client] = [:]
        var sweepAbove = 4096
    }

    private let perMinute: Int
    /// What is counted, for the log: "new profiles", "backups", …
    private let what: String
    private let clients = Mutex(Clients())
    private let logger: Logger

    init(_ what: String, perMinute: Int, logger: Logger) {
        self.what = what
        self.perMinute = perMinute
        self.logger = logger
    }

    /// Counts a request for `client` at `now` (milliseconds) if its allowance has room.
    func admit(_ client: String, at now: Int64) -> Verdict {
        let (wait, firstRefusal) = clients.withLock { clients in
            if clients.byAddress.count > clients.sweepAbove {
                clients.byAddress = clients.byAddress.filter { !$0.value.bucket.isFull(at: now) }
                clients.sweepAbove = max(4096, 2 * clients.byAddress.count)
            }
            var entry = clients.byAddress[client] ?? Client(bucket: TokenBucket(perMinute: perMinute))
            let wait = entry.bucket.take(at: now)
            let firstRefusal = wait > 0 && !entry.refusing
            entry.refusing = wait > 0
            clients.byAddress[client] = entry
            return (wait, firstRefusal)
        }
        guard wait > 0 else { return .allowed }
        if firstRefusal {
            logger.warning("refusing \(what) from \(client): more than \(perMinute) a minute")
        }
        return .refused(seconds: Int((wait + 999) / 1000))
    }
}
