import AndoraApp
import AndoraStore
import Logging
import NIOPosix

/// One app model per browser, kept in memory under an unguessable id; the least recently used
/// session is dropped when there are more than `limit`.
///
/// Options and the autosaved game are shared: a new session starts from what the store holds (once
/// pending writes are done), and every session's effects (Save, autosave) go to the same store, as
/// on one device.
public actor SessionStore {
    private struct Session {
        var model: AppModel
        var lastUse: UInt64
    }

    private var sessions: [String: Session] = [:]
    private var uses: UInt64 = 0
    private let limit: Int
    private let store: AppDatabase
    /// Effects not yet stored; a single writer task stores them in order, off the request path.
    private var pending = PendingWrites()
    private var writer: Task<Void, Never>?
    private var generator: any RandomNumberGenerator & Sendable
    private let logger: Logger

    /// - Parameter generator: the source of session ids; it must be unpredictable outside tests.
    public init(
        store: AppDatabase, limit: Int, generator: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
        logger: Logger = Logger(label: "andora.web")
    ) {
        self.store = store
        self.limit = max(1, limit)
        self.generator = generator
        self.logger = logger
    }

    /// How many sessions are held now.
    public var count: Int { sessions.count }

    /// The session's state, or nil if there is no such session (never created, or dropped).
    public func state(of id: String) -> AppState? {
        touch(id)?.model.state
    }

    /// The session's language, if it exists.
    public func language(of id: String) -> Language? {
        sessions[id]?.model.options.language
    }

    /// Opens a session from the stored options and autosaved game, speaking `language`.
    public func open(language: Language) async -> (id: String, state: AppState) {
        await settle()
        var options = load(try store.loadOptions(), otherwise: .default)
        options.language = language
        let model = AppModel(options: options, savedGame: load(try store.loadSavedGame(), otherwise: nil))
        let id = newID()
        uses += 1
        sessions[id] = Session(model: model, lastUse: uses)
        if sessions.count > limit, let oldest = sessions.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            sessions[oldest] = nil
        }
        return (id, model.state)
    }

    /// Sends the intent to the session, queues what it asks to store, and returns the new state;
    /// nil if there is no such session.
    public func send(_ intent: AppIntent, to id: String) -> AppState? {
        guard var session = touch(id) else { return nil }
        let effects = session.model.send(intent)
        sessions[id] = session
        pending.add(effects)
        if writer == nil, !pending.isEmpty {
            writer = Task { await writePending() }
        }
        return session.model.state
    }

    /// Returns once every effect of the intents sent so far is stored (before the server exits).
    public func settle() async {
        while let writer {
            await writer.value
        }
    }

    /// Stores what is pending until nothing is; a move answers before its SQLite write (and fsync) is
    /// done, and writes waiting behind a newer one are replaced by it.
    private func writePending() async {
        while !pending.isEmpty {
            let writes = pending
            pending = PendingWrites()
            let store = store
            do {
                try await NIOThreadPool.singleton.runIfActive { try writes.write(to: store) }
            } catch {
                logger.warning("\(error)")
            }
        }
        writer = nil
    }

    private func touch(_ id: String) -> Session? {
        guard sessions[id] != nil else { return nil }
        uses += 1
        sessions[id]?.lastUse = uses
        return sessions[id]
    }

    /// 128 random bits in hex.
    private func newID() -> String {
        (0..<2).map { _ in
            let word = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }.joined()
    }

    private func load<Value>(_ value: @autoclosure () throws(StoreError) -> Value, otherwise fallback: Value) -> Value {
        do {
            return try value()
        } catch {
            logger.warning("\(error)")
            return fallback
        }
    }
}
