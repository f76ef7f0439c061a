import AndoraHost
import AndoraModel
import AndoraCore
import AndoraTestSupport
import Testing

/// R5.1.9 and R5.4.2 through the runtime: the Statistics screen after games played, the result
/// dialog's congratulations, and the device's time zone.
@Suite struct StatisticsScreenTests {
    private let store = MemoryProfileStore()
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!
    private let time = ManualTime()

    private func runtime() -> AppRuntime {
        AppRuntime(store: store, clock: { [time] in time.now })
    }

    /// Plays the game from the main screen, `seconds` on each move; returns the result dialog.
    private func play(_ moves: String, secondsAMove seconds: Int64, on runtime: AppRuntime) async throws -> DialogState? {
        _ = await runtime.send(.startGame, as: alice)
        var state: AppState?
        for cell in try Cell.moves(notation: moves) {
            time.advance(seconds: seconds)
            state = await runtime.send(.tapCell(cell), as: alice)
        }
        _ = await runtime.send(.closeDialog, as: alice)
        _ = await runtime.send(.exit, as: alice)
        return state?.dialog
    }

    @Test func r5_1_9_statisticsAfterThreeGamesShowTheRightNumbers() async throws {
        let runtime = runtime()
        let first = try await play(AndoraGames.xWinsFirst, secondsAMove: 2, on: runtime)
        #expect(first?.message == "X won" && first?.notes == [], "a first win has no record to beat")
        let second = try await play(AndoraGames.oWinsFirst, secondsAMove: 3, on: runtime)
        #expect(second?.notes == [], "two people on one device: a win is neither's best")
        let third = try await play(AndoraGames.xWinsFirst, secondsAMove: 1, on: runtime)
        #expect(third?.notes == [])

        let screen = try #require(await runtime.send(.openStatistics, as: alice).statistics)
        #expect(screen.streak == "Days in a row: 1" && screen.empty == nil)
        let group = try #require(screen.groups.first)
        #expect(screen.groups.count == 1 && group.title == "Andora (first)")
        #expect(group.chart.map(\.count) == [2, 1, 0, 0])
        #expect(group.chart.map(\.share) == [2.0 / 3, 1.0 / 3, 0, 0])
        #expect(group.chartLabel == "Results: X won 2, O won 1, Draw 0, Abandoned 0")
        #expect(group.figures.map { [$0.label, $0.value] } == [["Games", "3"]], "no best of two people on one device")
        #expect(group.levels.isEmpty, "no game against the computer")
        let main = await runtime.send(.back, as: alice)
        #expect(main.screen == .main)
    }

    /// The bests on the screen are the player's own wins: against the computer, and on the
    /// player's seat of a match; a lost match game and a game on one device set none.
    @Test func r5_1_9_theScreensBestsAreThePlayersOwnWins() async throws {
        func ended(_ moves: String, _ result: GameResult, against opponent: Opponent, otherSign: Player = .o,
                   match: MatchCode? = nil, seconds: Int64) throws -> StoreChange {
            let game = SavedGame(
                board: .andora(try GameRecord(rules: .andora(strategy: .first), moves: Cell.moves(notation: moves))),
                confirmTurn: false, opponent: opponent, computerPlays: otherSign, startedAt: time.now,
                clock: GameClock(x: seconds * 500, o: seconds * 500))
            return .gameEnded(PlayedGame(game: game, endedAt: time.now + seconds * 1000, result: result, match: match))
        }
        try await store.commit([
            try ended(AndoraGames.xWinsFirst, .won(.x), against: .novice, seconds: 90),
            try ended(AndoraGames.oWinsFirst, .won(.o), against: .novice, seconds: 10),
            try ended(AndoraGames.oWinsFirst, .won(.o), against: .human, seconds: 11),
            try ended(AndoraGames.oWinsFirst, .won(.o), against: .human, otherSign: .o, match: MatchCode("ABCDEF"), seconds: 12),
        ], for: alice)
        let screen = try #require(await runtime().send(.openStatistics, as: alice).statistics)
        let group = try #require(screen.groups.first)
        #expect(group.figures.map { [$0.label, $0.value] } == [
            ["Games", "4"], ["Fastest win", "1:30"], ["Fewest moves to win", "25"],
            ["Most wins in a row against the computer", "1"],
        ])
    }

    @Test func r5_1_9_aNewProfileHasNoStatisticsYet() async throws {
        let screen = try #require(await runtime().send(.openStatistics, as: alice).statistics)
        #expect(screen.groups.isEmpty)
        #expect(screen.empty == "No games yet: every finished or abandoned game is counted here.")
        #expect(screen.streak == "Finish a game today to start a daily streak.")
    }

    @Test func r5_4_2_theFirstGameOfTheNextDayIsCongratulatedOnTheStreak() async throws {
        let runtime = runtime()
        for intent: AppIntent in [.openOptions, .setLanguage(.ru), .saveOptions] {
            _ = await runtime.send(intent, as: alice)
        }
        _ = try await play(AndoraGames.drawFirst, secondsAMove: 1, on: runtime)
        time.advance(seconds: 86_400)
        let nextDay = try await play(AndoraGames.drawFirst, secondsAMove: 1, on: runtime)
        #expect(nextDay?.notes == ["Дней подряд: 2. Отлично, так держать!"])
        let again = try await play(AndoraGames.drawFirst, secondsAMove: 1, on: runtime)
        #expect(again?.notes == [], "once a day")
    }

    @Test func r5_4_2_theDevicesTimeZoneIsKeptAndAnImpossibleOneIgnored() async throws {
        let runtime = runtime()
        _ = await runtime.send(.setTimeZone(utcOffsetMinutes: 180), as: alice)
        #expect(try await store.profile(alice)?.options.utcOffsetMinutes == 180)
        _ = await runtime.send(.setTimeZone(utcOffsetMinutes: 24 * 60), as: alice)
        #expect(try await store.profile(alice)?.options.utcOffsetMinutes == 180)
    }
}
