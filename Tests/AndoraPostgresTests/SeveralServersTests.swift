import AndoraCore
import AndoraHost
import AndoraModel
@testable import AndoraPostgres
import AndoraTestSupport
import Foundation
import Testing

/// Several servers on one PostgreSQL database: each with a store and a hall of its own,
/// as two `andora serve` processes have. The database decides the order of a match's changes, and
/// its notifications carry them to the other server's devices.
@Suite(.enabled(if: TestPostgres.skipNote == nil, "PostgreSQL's server is not installed here"))
struct SeveralServersTests {
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!
    private let bob = ProfileID("fedcba9876543210fedcba9876543210")!
    private let rules = UltimateRules.andora(strategy: .first)

    /// Two servers on one fresh database (the first one's store too), and a match that Alice (X)
    /// created on the first and Bob (O) joined on the second.
    private func twoServers(clockOfB: @escaping @Sendable () -> Int64 = AppRuntime.wallClock) async throws -> (
        a: MatchHall, b: MatchHall, store: PostgresStore, code: MatchCode, alice: SeatToken, bob: SeatToken
    ) {
        let url = try PostgresURL(try await TestPostgres.freshDatabase())
        let store = try await PostgresStore.open(url)
        let a = MatchHall(store: store)
        let b = MatchHall(store: try await PostgresStore.open(url), clock: clockOfB)
        let game = SavedGame(board: .andora(GameRecord(rules: rules)), confirmTurn: false)
        let created = try await a.create(game, side: .x, by: alice)
        let joined = try #require(try await b.join(created.match.code, as: bob).seat)
        return (a, b, store, created.match.code, try #require(created.seat).token, joined.token)
    }

    /// Whether the server answered the action rather than refused it.
    private func answered(_ action: () async throws -> MatchSnapshot) async -> Bool {
        (try? await action()) != nil
    }

    @Test func twoMovesSentAtOnceToTwoServersAreNeverBothApplied() async throws {
        let (a, b, store, code, aliceToken, bobToken) = try await twoServers()
        var accepted: [Cell] = []
        for turn in 0..<12 {
            let match = try #require(try await store.match(code))
            let (profile, token) = turn.isMultiple(of: 2) ? (alice, aliceToken) : (bob, bobToken)
            let legal = try UltimateGame(rules: rules, moves: match.game.board.moves).legalMoves
            let (first, second) = (legal[0], legal[legal.count - 1])
            async let onA = answered { try await a.act(.play(first, sequence: match.sequence), in: code, token: token, as: profile) }
            async let onB = answered { try await b.act(.play(second, sequence: match.sequence), in: code, token: token, as: profile) }
            let winners = zip([first, second], await [onA, onB]).filter(\.1).map(\.0)
            #expect(winners.count == 1, "turn \(turn): exactly one of the two moves is played")
            accepted += winners.prefix(1)
        }
        let stored = try #require(try await store.match(code))
        #expect(stored.game.board.moves == accepted && stored.sequence == accepted.count)
    }

    @Test func aMatchBothPlayersLeaveAtOnceOnTwoServersIsInEachHistoryOnce() async throws {
        let (a, b, store, code, aliceToken, bobToken) = try await twoServers()
        _ = try await a.act(.play(try Cell(notation: "e5"), sequence: 0), in: code, token: aliceToken, as: alice)
        async let aliceLeaves = try? a.act(.leave, in: code, token: aliceToken, as: alice)
        async let bobLeaves = try? b.act(.leave, in: code, token: bobToken, as: bob)
        _ = await (aliceLeaves, bobLeaves)
        for profile in [alice, bob] {
            let games = try await store.history(of: profile, HistoryQuery()).entries.map(\.game)
            #expect(games.count == 1 && games.first?.match == code && games.first?.result == .abandoned)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aMoveOnOneServerReachesADeviceWatchingOnTheOther() async throws {
        let (a, b, _, code, aliceToken, _) = try await twoServers()
        let listening = Task { await b.listen() }
        defer { listening.cancel() }
        var watched = try await b.updates(code).makeAsyncIterator()
        #expect(await watched.next()?.match.game.board.moves == [])
        let move = try Cell(notation: "e5")
        _ = try await a.act(.play(move, sequence: 0), in: code, token: aliceToken, as: alice)
        while let snapshot = await watched.next() {
            if snapshot.match.game.board.moves == [move] { break }
        }
        #expect(try await b.snapshot(code).match.game.board.moves == [move], "the other server's match is read afresh")
    }

    @Test(.timeLimit(.minutes(1)))
    func aDeviceConnectedToOneServerCountsAsConnectedOnTheOther() async throws {
        let (a, b, _, code, _, _) = try await twoServers()
        let listening = [Task { await a.listen() }, Task { await b.listen() }]
        defer { listening.forEach { $0.cancel() } }
        var watched = try await b.updates(code).makeAsyncIterator()
        #expect(await watched.next()?.connected == [])
        await a.connection(code, .x, open: true)
        while let snapshot = await watched.next() {
            if snapshot.connected == [.x] { break }
        }
        #expect(try await b.snapshot(code).connected == [.x])
    }

    @Test(.timeLimit(.minutes(1)))
    func aSideToldByAServerThatFellSilentStopsCountingThreeIntervalsLater() async throws {
        let time = ManualTime(AppRuntime.wallClock())
        let (a, b, _, code, aliceToken, _) = try await twoServers(clockOfB: { time.now })
        let (listeningOnA, listeningOnB) = (Task { await a.listen() }, Task { await b.listen() })
        defer { listeningOnB.cancel() }
        var watched = try await b.updates(code).makeAsyncIterator()
        await a.connection(code, .x, open: true)
        while let snapshot = await watched.next(), snapshot.connected != [.x] {}
        listeningOnA.cancel()
        await listeningOnA.value
        // A move through the first server: once the second shows it, it has heard all the first told before.
        _ = try await a.act(.play(try Cell(notation: "e5"), sequence: 0), in: code, token: aliceToken, as: alice)
        while let snapshot = await watched.next(), snapshot.match.game.board.moves.isEmpty {}
        time.advance(seconds: MatchHall.presenceInterval * 3 / 1000 - 1)
        #expect(try await b.snapshot(code).connected == [.x], "what a server told holds for three of its intervals")
        time.advance(seconds: 2)
        #expect(try await b.snapshot(code).connected == [], "a server that fell silent is forgotten")
    }

    @Test func theNewsBetweenServersReadsBackAsItWasToldAndAnythingElseIsIgnored() throws {
        let code = try #require(MatchCode("ABCD23"))
        let told: [MatchNews] = [
            .changed(code), .anyMayHaveChanged,
            .present(MatchPresence(code: code, server: UUID(), sides: [.x, .o])),
            .present(MatchPresence(code: code, server: UUID(), sides: [])),
        ]
        #expect(told.map { PostgresStore.news(in: PostgresStore.payload(of: $0)) } == told)
        for other in ["", "changed", "changed abc", "present ABCD23 nobody x", "present ABCD23 \(UUID()) xz", "hello"] {
            #expect(PostgresStore.news(in: other) == nil, "\(other)")
        }
    }
}
