import AndoraHost
import AndoraModel
import Logging
import PostgresNIO

/// The news of changed matches between servers sharing the database (docs/STORE.md, "Several
/// servers"): every transaction that stores a match notifies the channel ``matchChannel`` with the
/// match's code, and each server listens on a connection of its pool.
extension PostgresStore {
    /// The channel of `LISTEN` / `NOTIFY` that carries the codes of stored matches.
    static let matchChannel = "andora_match"

    /// How long a lost listening connection waits before it is made again.
    static var relistenDelay: Duration { .seconds(1) }

    /// Listens while the stream is read, and again after a lost connection, each time starting
    /// with ``MatchNews/anyMayHaveChanged``, as notifications are not kept for a server that was
    /// not listening.
    public func news() -> AsyncStream<MatchNews> {
        let (stream, continuation) = AsyncStream.makeStream(of: MatchNews.self)
        let listening = Task { [client, logger] in
            while !Task.isCancelled {
                do {
                    try await client.withConnection { connection in
                        try await connection.listen(on: Self.matchChannel) { notifications in
                            continuation.yield(.anyMayHaveChanged)
                            for try await notification in notifications {
                                if let code = MatchCode(notification.payload) { continuation.yield(.changed(code)) }
                            }
                        }
                    }
                } catch {
                    if !Task.isCancelled { logger.warning("match news lost", metadata: ["reason": "\(Self.reason(error))"]) }
                }
                try? await Task.sleep(for: Self.relistenDelay)
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in listening.cancel() }
        return stream
    }
}
