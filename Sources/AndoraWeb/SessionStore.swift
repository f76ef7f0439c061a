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
    private let now: @Sendable () -> Int
    private let logger: Logger

    /// - Parameters:
    ///   - generator: the source of session ids and game seeds; it must be unpredictable outside tests.
    ///   - now: a monotonic clock in milliseconds, for the hint cooldown.
    public init(
        store: AppDatabase, limit: Int, generator: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
        now: @escaping @Sendable () -> Int = SessionStore.monotonicMilliseconds(), logger: Logger = Logger(label: "andora.web")
    ) {
        self.store = store
        self.limit = max(1, limit)
        self.generator = generator
        self.now = now
        self.logger = logger
    }

    /// Milliseconds since this call, on the continuous clock.
    public static func monotonicMilliseconds() -> @Sendable () -> Int {
        let start = ContinuousClock.now
        return { Int((ContinuousClock.now - start) / .milliseconds(1)) }
    }

    /// How many sessions are held now.
    public var count: Int { sessions.count }

    /// The session's state, or nil if there is no such session (never created, or dropped).
    public func state(of id: String) -> AppState? {
        guard var session = touch(id) else { return nil }
        // The clock moves the hint countdown on.
        session.model.send(.clock(now: now()))
        sessions[id] = session
        return session.model.state
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
        let model = AppModel(
            options: options, savedGame: load(try store.loadSavedGame(), otherwise: nil), seed: generator.next())
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
    ///
    /// A hint (an 80-ms search) is answered before returning; the computer's move (up to a second)
    /// is searched in the background while the state says `computerThinking`, and the page polls.
    public func send(_ intent: AppIntent, to id: String) async -> AppState? {
        guard let searches = apply(intent, to: id) else { return nil }
        await run(searches, for: id)
        return sessions[id]?.model.state
    }

    /// Applies the intent on the session's clock and queues its writes; returns the searches it asks
    /// for, or nil if there is no such session.
    private func apply(_ intent: AppIntent, to id: String) -> [ThinkRequest]? {
        guard var session = touch(id) else { return nil }
        session.model.send(.clock(now: now()))
        let effects = session.model.send(intent)
        sessions[id] = session
        pending.add(effects)
        if writer == nil, !pending.isEmpty {
            writer = Task { await writePending() }
        }
        return effects.compactMap { effect in
            if case .think(let request) = effect { request } else { nil }
        }
    }

    private func run(_ searches: [ThinkRequest], for id: String) async {
        for request in searches {
            switch request.purpose {
            case .hint: await answer(request, for: id)
            case .move: Task { await answer(request, for: id) }
            }
        }
    }

    /// Searches off the actor, then gives the answer to the session; a stale answer is ignored by the model.
    private func answer(_ request: ThinkRequest, for id: String) async {
        let answer = await think(request)
        if let searches = apply(answer, to: id) {
            await run(searches, for: id)
        }
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
