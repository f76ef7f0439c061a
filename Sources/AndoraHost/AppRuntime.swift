import AndoraModel
import Foundation

/// The host side of the app, shared by every front end: keeps the profiles' app models (a cache
/// of what the store holds), commits their changes before answering, and runs their searches on
/// ``SearchThreads``. The web server and the terminal are thin adapters over it.
///
/// Each profile is its own ``ProfileHost``: one player's steps never wait on another's model or
/// searches (only on the store itself: SQLite writes one transaction at a time, a backup's merge
/// included), and a profile dropped from the cache loses nothing, because everything was stored
/// before it answered.
public actor AppRuntime {
    private enum Entry {
        case loading(Task<ProfileHost, Never>)
        case ready(ProfileHost)
    }

    private let store: any ProfileStore
    private let threads: SearchThreads
    /// The wall clock in milliseconds since 1970, as this runtime reads it.
    public nonisolated let clock: @Sendable () -> Int64
    private let report: @Sendable (String) -> Void
    private var generator: any RandomNumberGenerator & Sendable
    private let capacity: Int
    private let idleLifetime: Duration?
    private let searchPace: TokenBucket
    private let replyPause: Duration
    /// The matches between two devices, when this runtime serves them.
    public nonisolated let hall: MatchHall?
    private var entries: [ProfileID: Entry] = [:]
    private var lastUse: [ProfileID: UInt64] = [:]
    private var uses: UInt64 = 0
    /// When each cached profile was last asked for, by the clock.
    private var lastSeen: [ProfileID: Int64] = [:]
    private var lastSweep: Int64 = .min
    /// Hosts dropped from the cache that may still be finishing a commit.
    private var retiring: [ProfileID: Task<Void, Never>] = [:]

    /// - Parameters:
    ///   - capacity: profiles kept in memory; the least recently used beyond it are dropped.
    ///   - idleLifetime: a profile not asked for this long leaves memory (nil: only capacity counts).
    ///   - searchPace: how fast one profile may start searches; a search beyond it waits its turn.
    ///   - replyPause: the least time between the player's move and the computer's reply.
    ///   - generator: new profile ids and game seeds; it must be unpredictable outside tests.
    ///   - clock: the wall clock in milliseconds since 1970.
    ///   - report: told every store problem in full (for the host's log); players see a notice only.
    public init(
        store: any ProfileStore, capacity: Int = 1000, idleLifetime: Duration? = nil,
        searchPace: TokenBucket = AppRuntime.defaultSearchPace, replyPause: Duration = AppRuntime.defaultReplyPause,
        threads: SearchThreads = .shared, hall: MatchHall? = nil,
        generator: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
        clock: @escaping @Sendable () -> Int64 = AppRuntime.wallClock,
        report: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.report = report
        self.store = store
        self.capacity = max(1, capacity)
        self.idleLifetime = idleLifetime
        self.searchPace = searchPace
        self.replyPause = replyPause
        self.hall = hall
        self.threads = threads
        self.generator = generator
        self.clock = clock
    }

    /// The fast levels answer in a few milliseconds: without a pause their mark would land with the
    /// player's, and the player would not see which came first.
    public static let defaultReplyPause = Duration.milliseconds(300)

    /// Twenty searches at once, then two a second: more than a player can ask for by hand.
    public static var defaultSearchPace: TokenBucket { TokenBucket(capacity: 20, interval: 500) }

    /// Milliseconds since 1970 (UTC).
    @Sendable public static func wallClock() -> Int64 {
        Int64((Date().timeIntervalSince1970 * 1000).rounded())
    }

    /// A new profile's id; nothing is stored until the profile changes something.
    public func newProfile() -> ProfileID {
        ProfileID.random(using: &generator)
    }

    /// How many profiles are in memory now.
    public var cachedProfiles: Int { entries.count }

    /// Whether the profile is in memory, stored, or seated in an open match (a seat stores no
    /// profile). An id that is none of these was never handed out here, or its player never changed
    /// anything. A store that does not answer counts it as known, so that no player is turned away
    /// for the store's sake.
    public func knows(_ id: ProfileID) async -> Bool {
        if entries[id] != nil { return true }
        do {
            if try await store.contains(id) { return true }
        } catch {
            return true
        }
        return await hall?.openSeating(of: id) != nil
    }

    /// The profile's state; a profile never stored starts from the defaults in `language`.
    public func state(of id: ProfileID, language: Language = .en) async -> AppState {
        await host(id, language: language).state()
    }

    /// Applies the intent and returns the state once its changes are committed.
    public func send(_ intent: AppIntent, as id: ProfileID, language: Language = .en) async -> AppState {
        await host(id, language: language).send(intent)
    }

    /// Applies the intent made on the state numbered `revision`, as ``send(_:as:language:)`` does; a
    /// move made when the board has changed since is refused (``StaleBoard``), and nothing changes.
    public func send(
        _ intent: AppIntent, as id: ProfileID, madeOn revision: Int64, language: Language = .en
    ) async throws(StaleBoard) -> AppState {
        try await host(id, language: language).send(intent, madeOn: revision)
    }

    /// States after changes the player did not ask for (the computer's move, a hint), starting with
    /// the current one; the stream ends if the profile leaves the cache.
    public func updates(of id: ProfileID, language: Language = .en) async -> AsyncStream<AppState> {
        await host(id, language: language).updates()
    }

    /// The most games a backup keeps: a player's lifetime several times over.
    public static let backupCapacity = 10_000
    /// How many games one read of a backup brings.
    public static let restorePageSize = 500

    /// Adds the played games a backup lacks and returns how many it holds; adds none and throws
    /// ``HistoryFull`` beyond ``backupCapacity``.
    public func backUp(_ games: [PlayedGame], into backup: ProfileID) async throws -> Int {
        try await store.mergePlayedGames(games, into: backup, keepingAtMost: Self.backupCapacity)
    }

    /// A page of a backup's games in the order they ended, those after `cursor`: a read, which
    /// makes nothing (a backup never made holds none).
    public func restore(_ backup: ProfileID, after cursor: PlayedGameCursor?) async throws -> PlayedGamesPage {
        try await store.playedGames(of: backup, after: cursor, count: Self.restorePageSize)
    }

    /// The profile's games of the match `code` (its own history's; a read that makes nothing), for a
    /// page that plays by itself to add to its history after the match.
    public func playedGames(of id: ProfileID, inMatch code: MatchCode) async throws -> [PlayedGame] {
        try await store.playedGames(of: id, inMatch: code)
    }

    /// The profile's language as its options say.
    public func language(of id: ProfileID) async -> Language {
        await host(id, language: .en).language
    }

    /// Why the store does not answer now, or `nil` when it does within `limit` (a readiness probe).
    /// A check that takes longer goes on unawaited; the answer is given at the deadline.
    public func storeProblem(within limit: Duration) async -> String? {
        let (answers, answer) = AsyncStream.makeStream(of: String?.self)
        Task { [store] in
            do {
                try await store.checkReachable()
                answer.yield(nil)
            } catch {
                answer.yield("\(error)")
            }
        }
        let deadline = Task {
            try? await Task.sleep(for: limit)
            answer.yield("no answer within \(limit)")
        }
        var first = answers.makeAsyncIterator()
        defer {
            deadline.cancel()
            answer.finish()
        }
        return await first.next() ?? nil
    }

    /// Lets every host finish the commit under way and stops their searches (before the process exits).
    public func shutdown() async {
        for id in Array(entries.keys) { evict(id) }
        for task in retiring.values { await task.value }
    }

    private func host(_ id: ProfileID, language: Language) async -> ProfileHost {
        uses += 1
        lastUse[id] = uses
        let now = clock()
        lastSeen[id] = now
        evictIdle(at: now)
        switch entries[id] {
        case .ready(let host):
            return host
        case .loading(let task):
            return await task.value
        case nil:
            let previous = retiring[id]
            let seed = generator.next() as UInt64
            let task = Task { [store, threads, searchPace, replyPause, hall, clock, report] in
                await previous?.value
                let host = await Self.load(
                    id, language: language, seed: seed, store: store, threads: threads, searchPace: searchPace,
                    replyPause: replyPause, hall: hall, clock: clock, report: report)
                await host.launch()
                return host
            }
            entries[id] = .loading(task)
            let host = await task.value
            if case .loading = entries[id] { entries[id] = .ready(host) }
            evictBeyondCapacity()
            return host
        }
    }

    private static func load(
        _ id: ProfileID, language: Language, seed: UInt64, store: any ProfileStore, threads: SearchThreads,
        searchPace: TokenBucket, replyPause: Duration, hall: MatchHall?, clock: @escaping @Sendable () -> Int64,
        report: @escaping @Sendable (String) -> Void
    ) async -> ProfileHost {
        ProfileHost(
            id: id, reading: await ProfileHost.read(id, language: language, store: store), seed: seed, store: store,
            threads: threads, searchPace: searchPace, replyPause: replyPause, hall: hall, clock: clock, report: report)
    }

    private func evictBeyondCapacity() {
        while entries.count > capacity,
              let oldest = entries.keys.min(by: { lastUse[$0, default: 0] < lastUse[$1, default: 0] }) {
            evict(oldest)
        }
    }

    /// Drops the profiles not asked for within the idle lifetime; looks at most ten times a lifetime.
    private func evictIdle(at now: Int64) {
        guard let idleLifetime, lastSweep == .min || .milliseconds(now - lastSweep) >= idleLifetime / 10 else { return }
        lastSweep = now
        for (id, seen) in lastSeen where .milliseconds(now - seen) > idleLifetime {
            evict(id)
        }
    }

    private func evict(_ id: ProfileID) {
        guard case .ready(let host) = entries[id] else { return }
        entries[id] = nil
        lastUse[id] = nil
        lastSeen[id] = nil
        let previous = retiring[id]
        let retirement = Task {
            await previous?.value
            await host.retire()
        }
        retiring[id] = retirement
        Task { [weak self] in
            await retirement.value
            await self?.forget(retirement, of: id)
        }
    }

    private func forget(_ retirement: Task<Void, Never>, of id: ProfileID) {
        if retiring[id] == retirement { retiring[id] = nil }
    }
}
