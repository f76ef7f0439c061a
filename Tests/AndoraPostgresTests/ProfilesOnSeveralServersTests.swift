import AndoraCore
import AndoraHost
import AndoraModel
import AndoraPostgres
import AndoraTestSupport
import Testing

/// A profile served by any of several servers on one PostgreSQL database: no server
/// answers from a copy another server has moved past, and two servers never both store their own
/// version of one profile.
@Suite(.enabled(if: TestPostgres.skipNote == nil, "PostgreSQL's server is not installed here"))
struct ProfilesOnSeveralServersTests {
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!

    /// Two servers' runtimes on one fresh database, each with a store of its own, and the first store.
    private func twoServers() async throws -> (a: AppRuntime, b: AppRuntime, store: PostgresStore) {
        let url = try PostgresURL(try await TestPostgres.freshDatabase())
        let store = try await PostgresStore.open(url)
        return (AppRuntime(store: store), AppRuntime(store: try await PostgresStore.open(url)), store)
    }

    private func moves(_ state: AppState) -> [String] {
        (state.game?.board.cells ?? []).filter { $0.mark != .none }.map(\.name).sorted()
    }

    @Test func aServerWhoseCopyIsBehindReadsTheProfileAfresh() async throws {
        let (a, b, store) = try await twoServers()
        _ = await a.send(.startGame, as: alice)
        _ = await a.send(.tapCell(try Cell(notation: "e5")), as: alice)
        #expect(moves(await b.state(of: alice)) == ["e5"], "the second server reads what the first stored")
        _ = await b.send(.tapCell(try Cell(notation: "d4")), as: alice)
        #expect(moves(await a.state(of: alice)) == ["d4", "e5"], "the first server's copy was behind")
        let third = await a.send(.tapCell(try Cell(notation: "a1")), as: alice)
        #expect(moves(third) == ["a1", "d4", "e5"])
        #expect(try await store.profile(alice)?.game?.board.moves.count == 3)
    }

    @Test func twoMovesSentAtOnceToTwoServersLeaveOneGameThatBothShow() async throws {
        let (a, b, store) = try await twoServers()
        _ = await a.send(.startGame, as: alice)
        _ = await b.state(of: alice)
        for (onA, onB) in [("e5", "d4"), ("c3", "f6"), ("g7", "b2")] {
            let (tapOnA, tapOnB) = (AppIntent.tapCell(try Cell(notation: onA)), AppIntent.tapCell(try Cell(notation: onB)))
            async let first = a.send(tapOnA, as: alice)
            async let second = b.send(tapOnB, as: alice)
            _ = await (first, second)
            let stored = try #require(try await store.profile(alice)?.game?.board.moves).map(\.notation).sorted()
            let (shownOnA, shownOnB) = (moves(await a.state(of: alice)), moves(await b.state(of: alice)))
            #expect(shownOnA == stored && shownOnB == stored)
        }
    }
}
