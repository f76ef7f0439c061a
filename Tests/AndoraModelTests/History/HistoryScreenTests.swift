import AndoraHost
import AndoraModel
import AndoraCore
import AndoraTestSupport
import Testing

/// R5.2.3 (docs/SPEC.md, D5): the History screen lists the profile's played games, sorted,
/// filtered and paged, and deletes them only after asking.
@Suite struct HistoryScreenTests {
    private let store = MemoryProfileStore()
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!
    private let start: Int64 = 1_700_000_000_000

    private func runtime() -> AppRuntime {
        AppRuntime(store: store, clock: { 1_700_000_000_000 })
    }

    /// Game `index` of a varied history: Andora and classic, every result, durations that differ.
    private func played(_ index: Int) throws -> PlayedGame {
        let board: SavedBoard = index % 3 == 0
            ? .classic(try GameRecord(rules: .default, moves: Cell.moves(notation: "a1 b2")))
            : .andora(try GameRecord(rules: .andora(strategy: .first), moves: Cell.moves(notation: "e5 e4 e2")))
        let results: [GameResult] = [.won(.x), .won(.o), .draw, .abandoned]
        let game = SavedGame(board: board, confirmTurn: false, startedAt: start + Int64(index) * 100_000)
        return PlayedGame(
            game: game, endedAt: start + Int64(index) * 100_000 + Int64(index % 7 + 1) * 1_000,
            result: results[index % 4])
    }

    private func storeHistory(_ count: Int) async throws {
        try await store.commit(try (0..<count).map { .gameEnded(try played($0)) }, for: alice)
    }

    @Test func r5_2_3_aGameJustPlayedIsListedWithItsFacts() async throws {
        let runtime = runtime()
        _ = await runtime.send(.startGame, as: alice)
        for cell in try Cell.moves(notation: AndoraGames.xWinsFirst) {
            _ = await runtime.send(.tapCell(cell), as: alice)
        }
        _ = await runtime.send(.closeDialog, as: alice)
        _ = await runtime.send(.exit, as: alice)
        let history = try #require(await runtime.send(.openHistory, as: alice).history)
        #expect(history.rows.count == 1)
        let row = try #require(history.rows.first)
        #expect([row.rules, row.opponent, row.result, row.moves] == ["Andora (first)", "Two players", "X won", "Moves: 25"])
        #expect(row.endedAt == 1_700_000_000_000)
        #expect(history.summary == "Games 1–1 of 1")
    }

    /// A game on two devices says which side this player held and whether this player won.
    @Test func aGameOnTwoDevicesIsListedWithThePlayersSideAndResult() async throws {
        for (side, result, expected) in [(Player.o, GameResult.won(.x), "You lost"), (.x, .won(.x), "You won"), (.x, .draw, "Draw")] {
            let store = MemoryProfileStore()
            // As a page reads it back from the server: the other seat's sign comes in with the game.
            let played = PlayedGame(
                game: SavedGame(board: .andora(try GameRecord(rules: .andora(strategy: .first), moves: Cell.moves(notation: "e5 e4"))),
                                confirmTurn: false, computerPlays: side.opponent, startedAt: start),
                endedAt: start + 5_000, result: result, match: MatchCode("K7M2QX"))
            try await store.commit([.gameEnded(played)], for: alice)
            let row = try #require(await AppRuntime(store: store, clock: { 1_700_000_000_000 }).send(.openHistory, as: alice).history?.rows.first)
            #expect(row.opponent == "Two devices, you as \(side == .x ? "X" : "O")")
            #expect(row.result == expected)
        }
    }

    @Test func aNewProfileHasAnEmptyHistory() async throws {
        let history = try #require(await runtime().send(.openHistory, as: alice).history)
        #expect(history.rows.isEmpty)
        #expect(history.summary == "No games here yet: finished and abandoned games appear here.")
        #expect(!history.deleteAll.enabled && !history.next.enabled && !history.previous.enabled)
    }

    @Test func r5_2_3_pagesOfTwentyTheNewestFirst() async throws {
        try await storeHistory(45)
        let runtime = runtime()
        let first = try #require(await runtime.send(.openHistory, as: alice).history)
        #expect(first.rows.count == 20 && first.summary == "Games 1–20 of 45")
        #expect(first.rows.map(\.endedAt) == first.rows.map(\.endedAt).sorted(by: >))
        let newest = try played(44)
        #expect(first.rows.first?.endedAt == newest.endedAt)
        let third = try #require(await runtime.send(first.next.intent, as: alice).history)
        let last = try #require(await runtime.send(third.next.intent, as: alice).history)
        #expect(last.summary == "Games 41–45 of 45" && !last.next.enabled && last.previous.enabled)
    }

    @Test func r5_2_3_sortedByDurationAndFilteredByModeAndResult() async throws {
        try await storeHistory(30)
        let runtime = runtime()
        _ = await runtime.send(.openHistory, as: alice)
        let longest = try #require(await runtime.send(.setHistorySort(.longest), as: alice).history)
        let durations = longest.rows.map(\.duration)
        #expect(durations.first == "0:07" && durations.last == "0:03", "4 games of each length from 7 s down")
        #expect(durations == durations.sorted(by: >))
        let classic = try #require(await runtime.send(.setHistoryMode(.classic), as: alice).history)
        #expect(classic.rows.count == 10 && classic.rows.allSatisfy { $0.rules == "Classic 3×3, 3 in a row" })
        let classicDraws = try #require(await runtime.send(.setHistoryResult(.draw), as: alice).history)
        #expect(classicDraws.rows.count == 2, "the classic games (every third) that are draws (every fourth): 6 and 18")
        #expect(classicDraws.rows.allSatisfy { $0.result == "Draw" })
        #expect(classicDraws.result.choices.first { $0.selected }?.label == "Draw")
    }

    @Test func r5_2_3_deletingAGameAsksFirst() async throws {
        try await storeHistory(3)
        let runtime = runtime()
        let history = try #require(await runtime.send(.openHistory, as: alice).history)
        let doomed = try #require(history.rows.first)
        let asked = await runtime.send(doomed.delete.intent, as: alice)
        #expect(asked.dialog?.message == "Delete this game from the history?")
        #expect(asked.dialog?.buttons.map(\.intent) == [.cancelDelete, .confirmDelete])
        _ = await runtime.send(.cancelDelete, as: alice)
        #expect(await runtime.state(of: alice).history?.rows.count == 3, "No keeps the game")
        _ = await runtime.send(doomed.delete.intent, as: alice)
        let after = try #require(await runtime.send(.confirmDelete, as: alice).history)
        #expect(after.rows.map(\.id) == history.rows.dropFirst().map(\.id))
        _ = await runtime.send(.deleteAllPlayedGames, as: alice)
        #expect(await runtime.state(of: alice).dialog?.message == "Delete every game from the history?")
        #expect(await runtime.send(.confirmDelete, as: alice).history?.rows.isEmpty == true)
        #expect(store.playedGames(of: alice).isEmpty)
    }

    @Test func theHistoryIsTheProfilesOwn() async throws {
        try await storeHistory(2)
        let bob = ProfileID("fedcba9876543210fedcba9876543210")!
        #expect(await runtime().send(.openHistory, as: bob).history?.rows.isEmpty == true)
    }
}
