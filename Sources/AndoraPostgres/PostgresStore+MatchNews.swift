import AndoraCore
import AndoraHost
import AndoraModel
import Foundation
import Logging
import PostgresNIO

/// The news between servers sharing the database (docs/STORE.md, "Several servers"), on the
/// `LISTEN` / `NOTIFY` channel ``newsChannel``: every transaction that stores a match notifies
/// `changed CODE`, and each server tells the sides its devices hold as `present CODE SERVER SIDES`.
/// Each server listens on a connection of its pool.
extension PostgresStore {
    /// The channel of `LISTEN` / `NOTIFY` that carries the news.
    static let newsChannel = "andora_news"

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
                        try await connection.listen(on: Self.newsChannel) { notifications in
                            continuation.yield(.anyMayHaveChanged)
                            for try await notification in notifications {
                                if let news = Self.news(in: notification.payload) { continuation.yield(news) }
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

    /// Notifies the presence at once, outside any transaction; a failure is logged, as the next
    /// announcement (``MatchHall`` repeats them) says the same.
    public func announce(_ presence: MatchPresence) async {
        do {
            let payload = Self.payload(of: .present(presence))
            try await reading { connection in
                _ = try await connection.run(#"SELECT pg_notify(\#(Self.newsChannel), \#(payload))"#, logger: self.logger)
            }
        } catch {
            logger.warning("presence not told", metadata: ["match": "\(presence.code.rawValue)", "reason": "\(error)"])
        }
    }

    /// The text of a notification that tells the news.
    static func payload(of news: MatchNews) -> String {
        switch news {
        case .changed(let code): "changed \(code.rawValue)"
        case .present(let presence):
            "present \(presence.code.rawValue) \(presence.server.uuidString) "
                + (presence.sides.isEmpty ? "-" : presence.sides.map(\.rawValue).sorted().joined())
        case .anyMayHaveChanged: "any"
        }
    }

    /// The news a notification's text tells, or `nil` for a text of another kind.
    static func news(in payload: String) -> MatchNews? {
        let words = payload.split(separator: " ").map(String.init)
        switch words.first {
        case "changed" where words.count == 2:
            return MatchCode(words[1]).map { .changed($0) }
        case "present" where words.count == 4:
            guard let code = MatchCode(words[1]), let server = UUID(uuidString: words[2]) else { return nil }
            let sides = words[3] == "-" ? [] : words[3].map { Player(rawValue: String($0)) }
            guard !sides.contains(nil) else { return nil }
            return .present(MatchPresence(code: code, server: server, sides: Set(sides.compactMap { $0 })))
        case "any" where words.count == 1:
            return .anyMayHaveChanged
        default:
            return nil
        }
    }
}
