import AndoraCore
import AndoraHost
import AndoraModel
import Testing

/// A profile's steps run one at a time, in the order they arrive, each with its commit.
@Suite struct ProfileHostTests {
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!

    /// Taps on all 81 cells arrive at once: the ones legal when their turn comes are played, one
    /// after another, and each commit lands before the next step begins.
    @Test func concurrentMovesRunOneAtATimeAndEveryPlayedMoveIsStored() async throws {
        let store = OverlapCheckingProfileStore()
        let runtime = AppRuntime(store: store, capacity: 10, clock: { 1_700_000_000_000 })
        _ = await runtime.send(.startGame, as: alice)
        let cells = (0..<81).map { Cell(column: $0 % 9, row: $0 / 9) }
        let answers = await withTaskGroup(of: AppState.self) { group in
            for cell in cells {
                group.addTask { await runtime.send(.tapCell(cell), as: alice) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let final = await runtime.state(of: alice)
        let played = try #require(try await store.profile(alice)?.game?.board.moves)
        #expect(store.overlaps == 0, "a commit began before the one under way had landed")
        #expect(played.count >= 2)
        #expect(final.game?.board.cells.filter { $0.mark != .none }.count == played.count, "no played move was lost")
        #expect(throws: Never.self, "the stored moves are a legal game") {
            try GameRecord<UltimateGame>(rules: .andora(strategy: .first), moves: played)
        }
        let moveCommits = store.storedMoveCounts.filter { $0 > 0 }
        #expect(moveCommits == Array(1...played.count), "one commit per move, in the order they were played")
        let marks = { (state: AppState) in state.game?.board.cells.filter { $0.mark != .none }.count ?? 0 }
        #expect(Set(answers.map(marks)).isSuperset(of: 1...played.count), "each played move was answered with its own state")
        let byNumber = answers.sorted { ($0.revision ?? 0) < ($1.revision ?? 0) }.map(marks)
        #expect(byNumber == byNumber.sorted(), "a later number never shows an earlier board")
    }
}
