import AndoraCore
import AndoraModel
import Foundation

/// The server's matches between two devices: creates and seats them, applies the
/// seats' actions one at a time per match, commits each change before answering, and tells every
/// device watching a match about each change at once.
///
/// The store decides the order of a match's changes (``MatchStore/update(_:_:)``), so several
/// servers may share one store: each reads the match afresh when the store's news
/// (``listen()``) tells that another server changed it, and shows it to the devices it holds.
///
/// A side counts as connected while a device holds a live connection for it (a WebSocket) or has
/// asked within ``pollWindow`` (a page that polls), on this server or, as the store's news tells,
/// on another sharing the store.
public actor MatchHall {
    private let store: any MatchStore
    private let clock: @Sendable () -> Int64
    /// Where store problems are told in full (the server's log and metrics); devices get
    /// ``MatchRefusal/storeFailed`` only.
    private let report: @Sendable (String) -> Void
    private var generator: any RandomNumberGenerator & Sendable
    /// How long an open match may stand with nobody connected before it is abandoned.
    private let abandonAfter: Int64
    private var matches: [MatchCode: Match] = [:]
    private var watchers: [MatchCode: [UUID: AsyncStream<MatchSnapshot>.Continuation]] = [:]
    /// The sides last shown as connected to each match's watchers.
    private var shownConnected: [MatchCode: Set<Player>] = [:]
    private var sockets: [MatchCode: [Player: Int]] = [:]
    private var lastSeen: [MatchCode: [Player: Int64]] = [:]
    /// The latest read of each match from the store: reads of one match run one after another, so
    /// that the last one started is the last one shown.
    private var refreshing: [MatchCode: Task<Void, Never>] = [:]
    private var sweptStore = false
    /// This server's name in its presence announcements.
    private let server = UUID()
    /// Whether other servers may share the store: its news has begun.
    private var sharing = false
    /// The sides this server last told the others its devices hold, for each match where some.
    private var announced: [MatchCode: Set<Player>] = [:]
    /// The matches whose sides held here the others should hear about, in order, each once until
    /// it is told however often it changes meanwhile (`presenceQueued`): the store tells one at a time.
    private let presenceChanges: AsyncStream<MatchCode>
    private let presenceChanged: AsyncStream<MatchCode>.Continuation
    private var presenceQueued: Set<MatchCode> = []
    /// The sides that devices on other servers hold, by server, and until when that holds unless
    /// repeated.
    private var elsewhere: [MatchCode: [UUID: (sides: Set<Player>, until: Int64)]] = [:]

    /// Open matches one profile may sit in at once: a few friends' invitations, not a flood of rows.
    public static let openMatchesPerProfile = 4
    /// How long a match nobody joined is kept, open or not: a day.
    public static let unjoinedLifetime: Int64 = 24 * 60 * 60_000

    /// A polling page asks every two seconds; a side silent for longer than this is not connected.
    static let pollWindow: Int64 = 6_000
    /// How often a server repeats which sides its devices hold, in milliseconds; what another
    /// server told counts for three times as long, so a server that died is forgotten by then.
    public static let presenceInterval: Int64 = 2_000

    /// - Parameters:
    ///   - abandonAfter: milliseconds an open match may stand idle with nobody connected.
    ///   - generator: match codes and seat tokens; it must be unpredictable outside tests.
    public init(
        store: any MatchStore, abandonAfter: Int64 = 15 * 60_000,
        generator: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
        clock: @escaping @Sendable () -> Int64 = AppRuntime.wallClock,
        report: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.store = store
        self.report = report
        self.abandonAfter = abandonAfter
        self.generator = generator
        self.clock = clock
        (presenceChanges, presenceChanged) = AsyncStream.makeStream(of: MatchCode.self)
    }

    /// A new match of `game`, waiting for its second player; the creator takes the side chosen.
    public func create(_ game: SavedGame, side: MatchSide, by profile: ProfileID) async throws(MatchRefusal) -> MatchSeating {
        let sign: Player = switch side {
        case .x: .x
        case .o: .o
        case .random: Bool.random(using: &generator) ? .x : .o
        }
        let open: Int
        do {
            open = try await store.openMatchCount(seating: profile)
        } catch {
            report("the open matches of profile \(profile.rawValue): \(error)")
            throw .storeFailed
        }
        guard open < Self.openMatchesPerProfile else { throw .tooManyOpen }
        let seat = MatchSeat(profile: profile, token: SeatToken.random(using: &generator), sign: sign)
        var code = MatchCode.random(using: &generator)
        while await (try? stored(code)) != nil { code = MatchCode.random(using: &generator) }
        let match = Match(code: code, game: game, creator: seat, at: clock())
        do {
            try await store.commit(match, ended: [:])
        } catch {
            throw storeFailure(error, in: code)
        }
        await refresh(code)
        return MatchSeating(match: match, seat: seat)
    }

    /// Seats the profile in the match: its own seat if it holds one, else the free seat, else none
    /// (it watches).
    public func join(_ code: MatchCode, as profile: ProfileID) async throws(MatchRefusal) -> MatchSeating {
        let token = SeatToken.random(using: &generator)
        let now = clock()
        let match = try await update(code) { match throws(MatchRefusal) in
            guard match.seat(of: profile) == nil, match.isOpen, match.isWaiting else { return nil }
            var seated = match
            _ = seated.seat(profile, token: token, at: now)
            return MatchUpdate(seated, ending: nil)
        }
        return MatchSeating(match: match, seat: match.seat(of: profile))
    }

    /// The open match in which the profile holds a seat, with its seat: where a page that reloads
    /// (or a restarted server's player) goes on.
    public func openSeating(of profile: ProfileID) async -> MatchSeating? {
        guard let match = try? await store.openMatch(seating: profile), let seat = match.seat(of: profile) else {
            return nil
        }
        return MatchSeating(match: matches[match.code] ?? match, seat: seat)
    }

    /// The match as it stands, for anyone who knows its code.
    public func snapshot(_ code: MatchCode) async throws(MatchRefusal) -> MatchSnapshot {
        snapshot(of: try await existing(code))
    }

    /// Applies the action of the seat named by `token`, which `profile` must hold.
    public func act(
        _ action: MatchAction, in code: MatchCode, token: SeatToken, as profile: ProfileID
    ) async throws(MatchRefusal) -> MatchSnapshot {
        let now = clock()
        let match = try await update(code) { match throws(MatchRefusal) in
            guard let seat = match.seat(of: profile), seat.token == token else { throw .notYourSeat }
            var changed = match
            let ended = try changed.apply(action, by: seat.sign, at: now)
            return changed == match ? nil : MatchUpdate(changed, ending: ended)
        }
        if let sign = match.seat(of: profile)?.sign { heard(code, sign, before: connected(code)) }
        return snapshot(of: match)
    }

    /// Every change of the match from now on, starting with the match as it stands.
    public func updates(_ code: MatchCode) async throws(MatchRefusal) -> AsyncStream<MatchSnapshot> {
        let match = try await existing(code)
        let (stream, continuation) = AsyncStream.makeStream(of: MatchSnapshot.self, bufferingPolicy: .bufferingNewest(1))
        let key = UUID()
        watchers[code, default: [:]][key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.stopWatching(code, key) }
        }
        let first = snapshot(of: match)
        shownConnected[code] = shownConnected[code] ?? first.connected
        continuation.yield(first)
        return stream
    }

    /// The open matches that a device on this server follows.
    public var activeMatches: Int {
        watchers.keys.filter { matches[$0]?.isOpen == true }.count
    }

    /// A device holds a live connection for the side (`true`), or dropped it (`false`).
    public func connection(_ code: MatchCode, _ sign: Player, open: Bool) {
        let before = connected(code)
        sockets[code, default: [:]][sign, default: 0] += open ? 1 : -1
        heard(code, sign, before: before)
    }

    /// A polling device asked for the side just now.
    public func touch(_ code: MatchCode, _ sign: Player) {
        heard(code, sign, before: connected(code))
    }

    /// A device of the side was heard from just now: tells the watchers here if who is connected
    /// changed, and the other servers if the sides held here did.
    private func heard(_ code: MatchCode, _ sign: Player, before: Set<Player>) {
        lastSeen[code, default: [:]][sign] = clock()
        if sharing, connectedHere(code) != announced[code] ?? [] { tellPresence(code) }
        if connected(code) != before, let match = matches[code] { broadcast(match) }
    }

    /// Shows the watchers of each match whose connected sides changed with time alone (a device
    /// silent for longer than ``pollWindow``, a socket closed that long ago, another server gone
    /// quiet): the server calls it every ``presenceCheckInterval``.
    public func expirePresence() {
        for code in watchers.keys where connected(code) != shownConnected[code] {
            if let match = matches[code] { broadcast(match) }
        }
    }

    /// How often the server calls ``expirePresence()``, in milliseconds: a side gone shows as not
    /// connected at most this long after its window ends.
    public static let presenceCheckInterval: Int64 = 1_000

    /// Abandons every open match idle for longer than the limit with nobody connected, recording a
    /// game in play in both players' histories.
    public func sweep() async {
        if !sweptStore, let stored = try? await store.openMatches() {
            sweptStore = true
            for match in stored where matches[match.code] == nil { matches[match.code] = match }
        }
        let now = clock()
        // A match nobody joined in a day is gone for good: it holds no game of two players.
        if (try? await store.removeUnjoined(changedBefore: now - Self.unjoinedLifetime)) ?? 0 > 0 {
            matches = matches.filter { !$0.value.isWaiting || $0.value.updatedAt >= now - Self.unjoinedLifetime }
        }
        // Closed matches nobody watches leave memory; the store keeps them.
        matches = matches.filter { $0.value.isOpen || watchers[$0.key] != nil }
        refreshing = refreshing.filter { matches[$0.key] != nil }
        lastSeen = lastSeen.filter { matches[$0.key] != nil }
        sockets = sockets.filter { matches[$0.key] != nil || $0.value.values.contains { $0 > 0 } }
        let limit = abandonAfter
        for (code, match) in matches where match.isOpen && now - match.updatedAt > limit && connected(code).isEmpty {
            // Another server may have seen a move since: the stored match decides.
            _ = try? await update(code) { match throws(MatchRefusal) in
                guard match.isOpen, now - match.updatedAt > limit else { return nil }
                var abandoned = match
                let ended = abandoned.abandon(at: now)
                return MatchUpdate(abandoned, ending: ended)
            }
        }
    }

    /// Keeps this hall's matches in step with the store's news of changes by other servers sharing
    /// it, until the task is cancelled; returns at once on a store only this server uses.
    ///
    /// Meanwhile it tells the other servers which sides its devices hold, at each change and every
    /// ``presenceInterval``.
    public func listen() async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.announce() }
            group.addTask { await self.repeatPresence() }
            for await news in store.news() {
                hear(news)
            }
            group.cancelAll()
        }
    }

    private func hear(_ news: MatchNews) {
        switch news {
        case .changed(let code):
            if matches[code] != nil { _ = startRefresh(code) }
        case .anyMayHaveChanged:
            sharing = true
            for code in matches.keys { _ = startRefresh(code) }
            for code in Set(sockets.keys).union(lastSeen.keys) where !connectedHere(code).isEmpty { tellPresence(code) }
        case .present(let presence):
            guard presence.server != server else { return }
            let before = connected(presence.code)
            elsewhere[presence.code, default: [:]][presence.server] =
                presence.sides.isEmpty ? nil : (presence.sides, clock() + 3 * Self.presenceInterval)
            if connected(presence.code) != before, let match = matches[presence.code] { broadcast(match) }
        }
    }

    /// Tells the other servers the sides held here, one match at a time, in the order they changed.
    private func announce() async {
        for await code in presenceChanges {
            presenceQueued.remove(code)
            let here = connectedHere(code)
            announced[code] = here.isEmpty ? nil : here
            await store.announce(MatchPresence(code: code, server: server, sides: here))
        }
    }

    private func tellPresence(_ code: MatchCode) {
        if presenceQueued.insert(code).inserted { presenceChanged.yield(code) }
    }

    /// Repeats the sides held here every ``presenceInterval``, and forgets what servers that have
    /// gone silent told.
    private func repeatPresence() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(Self.presenceInterval))
            for code in announced.keys { tellPresence(code) }
            let now = clock()
            for (code, servers) in elsewhere where servers.values.contains(where: { $0.until < now }) {
                let kept = servers.filter { $0.value.until >= now }
                elsewhere[code] = kept.isEmpty ? nil : kept
                if let match = matches[code] { broadcast(match) }
            }
        }
    }

    private func snapshot(of match: Match) -> MatchSnapshot {
        MatchSnapshot(match: match, connected: connected(match.code))
    }

    private func connected(_ code: MatchCode) -> Set<Player> {
        let now = clock()
        let told = elsewhere[code, default: [:]].values.filter { $0.until >= now }.map(\.sides)
        return told.reduce(connectedHere(code)) { $0.union($1) }
    }

    /// The sides that devices connected to this server hold.
    private func connectedHere(_ code: MatchCode) -> Set<Player> {
        let now = clock()
        return Set(Player.allCases.filter { sign in
            sockets[code]?[sign] ?? 0 > 0 || now - (lastSeen[code]?[sign] ?? .min / 2) <= Self.pollWindow
        })
    }

    private func stored(_ code: MatchCode) async throws -> Match? {
        if let match = matches[code] { return match }
        return try await store.match(code)
    }

    private func existing(_ code: MatchCode) async throws(MatchRefusal) -> Match {
        if let match = matches[code] { return match }
        let loaded: Match?
        do {
            loaded = try await store.match(code)
        } catch {
            throw storeFailure(error, in: code)
        }
        guard let loaded else { throw .unknownCode }
        matches[code] = matches[code] ?? loaded
        return matches[code]!
    }

    /// Tells the store's failure to the report; what the device is told.
    private func storeFailure(_ error: any Error, in code: MatchCode) -> MatchRefusal {
        report("match \(code.rawValue): \(error)")
        return .storeFailed
    }

    /// Changes the stored match as `change` decides (``MatchStore/update(_:_:)``), then shows the
    /// match as it stands to every watcher here; returns the match as the update left it.
    private func update(
        _ code: MatchCode, _ change: @escaping @Sendable (Match) throws(MatchRefusal) -> MatchUpdate?
    ) async throws(MatchRefusal) -> Match {
        let updated: Match?
        do {
            updated = try await store.update(code, change)
        } catch let refusal as MatchRefusal {
            throw refusal
        } catch {
            throw storeFailure(error, in: code)
        }
        guard let updated else { throw .unknownCode }
        await refresh(code)
        return updated
    }

    /// Reads the match from the store and shows it to every watcher here if it changed.
    private func refresh(_ code: MatchCode) async {
        await startRefresh(code).value
    }

    /// Starts a read of the match after the reads of it already started (see `refreshing`).
    private func startRefresh(_ code: MatchCode) -> Task<Void, Never> {
        let previous = refreshing[code]
        let read = Task {
            await previous?.value
            guard let match = try? await store.match(code) else { return }
            received(match)
        }
        refreshing[code] = read
        return read
    }

    /// Keeps the match as read from the store, and shows it to every watcher if it changed.
    private func received(_ match: Match) {
        guard matches[match.code] != match else { return }
        matches[match.code] = match
        broadcast(match)
    }

    private func broadcast(_ match: Match) {
        let snapshot = snapshot(of: match)
        if watchers[match.code] != nil { shownConnected[match.code] = snapshot.connected }
        for watcher in watchers[match.code, default: [:]].values { watcher.yield(snapshot) }
    }

    private func stopWatching(_ code: MatchCode, _ key: UUID) {
        watchers[code]?[key] = nil
        if watchers[code]?.isEmpty == true { (watchers[code], shownConnected[code]) = (nil, nil) }
    }
}
