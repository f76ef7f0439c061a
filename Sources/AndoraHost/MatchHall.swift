import AndoraCore
import AndoraModel
import Foundation

/// The server's matches between two devices (issue 13): creates and seats them, applies the
/// seats' actions one at a time per match, commits each change before answering, and tells every
/// device watching a match about each change at once.
///
/// A side counts as connected while a device holds a live connection for it (a WebSocket) or has
/// asked within ``pollWindow`` (a page that polls).
public actor MatchHall {
    private let store: any MatchStore
    private let clock: @Sendable () -> Int64
    private var generator: any RandomNumberGenerator & Sendable
    /// How long an open match may stand with nobody connected before it is abandoned.
    private let abandonAfter: Int64
    private var matches: [MatchCode: Match] = [:]
    private var watchers: [MatchCode: [UUID: AsyncStream<MatchSnapshot>.Continuation]] = [:]
    private var sockets: [MatchCode: [Player: Int]] = [:]
    private var lastSeen: [MatchCode: [Player: Int64]] = [:]
    private var busy: Set<MatchCode> = []
    private var waiting: [MatchCode: [CheckedContinuation<Void, Never>]] = [:]
    private var sweptStore = false

    /// A polling page asks every two seconds; a side silent for longer than this is not connected.
    static let pollWindow: Int64 = 6_000

    /// - Parameters:
    ///   - abandonAfter: milliseconds an open match may stand idle with nobody connected.
    ///   - generator: match codes and seat tokens; it must be unpredictable outside tests.
    public init(
        store: any MatchStore, abandonAfter: Int64 = 15 * 60_000,
        generator: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
        clock: @escaping @Sendable () -> Int64 = AppRuntime.wallClock
    ) {
        self.store = store
        self.abandonAfter = abandonAfter
        self.generator = generator
        self.clock = clock
    }

    /// A new match of `game`, waiting for its second player; the creator takes the side chosen.
    public func create(_ game: SavedGame, side: MatchSide, by profile: ProfileID) async throws(MatchRefusal) -> MatchSeating {
        let sign: Player = switch side {
        case .x: .x
        case .o: .o
        case .random: Bool.random(using: &generator) ? .x : .o
        }
        let seat = MatchSeat(profile: profile, token: SeatToken.random(using: &generator), sign: sign)
        var code = MatchCode.random(using: &generator)
        while await (try? stored(code)) != nil { code = MatchCode.random(using: &generator) }
        let match = Match(code: code, game: game, creator: seat, at: clock())
        try await commit(match, ended: nil)
        return MatchSeating(match: match, seat: seat)
    }

    /// Seats the profile in the match: its own seat if it holds one, else the free seat, else none
    /// (it watches).
    public func join(_ code: MatchCode, as profile: ProfileID) async throws(MatchRefusal) -> MatchSeating {
        try await exclusively(code) { () throws(MatchRefusal) in
            var match = try await self.existing(code)
            if let seat = match.seat(of: profile) { return MatchSeating(match: match, seat: seat) }
            guard match.isOpen, match.isWaiting else { return MatchSeating(match: match, seat: nil) }
            let seat = match.seat(profile, token: SeatToken.random(using: &self.generator), at: self.clock())
            try await self.commit(match, ended: nil)
            return MatchSeating(match: match, seat: seat)
        }
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
        try await exclusively(code) { () throws(MatchRefusal) in
            var match = try await self.existing(code)
            guard let seat = match.seat(of: profile), seat.token == token else { throw .notYourSeat }
            let now = self.clock()
            let ended = try match.apply(action, by: seat.sign, at: now)
            self.lastSeen[code, default: [:]][seat.sign] = now
            if match != self.matches[code] { try await self.commit(match, ended: ended) }
            return self.snapshot(of: match)
        }
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
        continuation.yield(snapshot(of: match))
        return stream
    }

    /// A device holds a live connection for the side (`true`), or dropped it (`false`).
    public func connection(_ code: MatchCode, _ sign: Player, open: Bool) {
        let before = connected(code)
        sockets[code, default: [:]][sign, default: 0] += open ? 1 : -1
        lastSeen[code, default: [:]][sign] = clock()
        if connected(code) != before, let match = matches[code] { broadcast(match) }
    }

    /// A polling device asked for the side just now.
    public func touch(_ code: MatchCode, _ sign: Player) {
        let before = connected(code)
        lastSeen[code, default: [:]][sign] = clock()
        if connected(code) != before, let match = matches[code] { broadcast(match) }
    }

    /// Abandons every open match idle for longer than the limit with nobody connected, recording a
    /// game in play in both players' histories.
    public func sweep() async {
        if !sweptStore, let stored = try? await store.openMatches() {
            sweptStore = true
            for match in stored where matches[match.code] == nil { matches[match.code] = match }
        }
        let now = clock()
        // Closed matches nobody watches leave memory; the store keeps them.
        matches = matches.filter { $0.value.isOpen || watchers[$0.key] != nil }
        for (code, match) in matches where match.isOpen && now - match.updatedAt > abandonAfter && connected(code).isEmpty {
            try? await exclusively(code) { () throws(MatchRefusal) in
                guard var match = self.matches[code], match.isOpen else { return }
                let ended = match.abandon(at: now)
                try await self.commit(match, ended: ended)
            }
        }
    }

    private func snapshot(of match: Match) -> MatchSnapshot {
        MatchSnapshot(match: match, connected: connected(match.code))
    }

    private func connected(_ code: MatchCode) -> Set<Player> {
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
            throw .storeFailed
        }
        guard let loaded else { throw .unknownCode }
        matches[code] = matches[code] ?? loaded
        return matches[code]!
    }

    /// Stores the match (and the game it ended, in both seats' histories), then shows it to every watcher.
    private func commit(_ match: Match, ended: PlayedGame?) async throws(MatchRefusal) {
        let histories = Dictionary(uniqueKeysWithValues: ended.map { game in match.seats.map { ($0.profile, game) } } ?? [])
        do {
            try await store.commit(match, ended: histories)
        } catch {
            throw .storeFailed
        }
        matches[match.code] = match
        broadcast(match)
    }

    private func broadcast(_ match: Match) {
        let snapshot = snapshot(of: match)
        for watcher in watchers[match.code, default: [:]].values { watcher.yield(snapshot) }
    }

    private func stopWatching(_ code: MatchCode, _ key: UUID) {
        watchers[code]?[key] = nil
        if watchers[code]?.isEmpty == true { watchers[code] = nil }
    }

    /// Runs `body` with no other change of the same match in between.
    private func exclusively<T>(
        _ code: MatchCode, _ body: () async throws(MatchRefusal) -> T
    ) async throws(MatchRefusal) -> T {
        while busy.contains(code) {
            await withCheckedContinuation { waiting[code, default: []].append($0) }
        }
        busy.insert(code)
        defer {
            busy.remove(code)
            if var queue = waiting[code], !queue.isEmpty {
                queue.removeFirst().resume()
                waiting[code] = queue.isEmpty ? nil : queue
            }
        }
        return try await body()
    }
}
