import AndoraHost
import AndoraModel
import AndoraCore
import AndoraInk
import AndoraTestSupport
import Testing

/// R7: every finished pencil & paper game is a played game of the History, listed,
/// filtered by mode, replayed on a 3×3 board and deleted like any other.
@Suite struct PaperHistoryTests {
    private let store = MemoryProfileStore()
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!
    private let time = ManualTime()

    /// Alice's runtime on a blank sheet (signs placed as `input` says), with an unfinished Andora game kept.
    private func onSheet(_ input: PaperInput) async throws -> AppRuntime {
        let unfinished = SavedGame(
            board: .andora(try GameRecord(rules: .andora(strategy: .first), moves: Cell.moves(notation: "e5"))),
            confirmTurn: false, startedAt: 1_000)
        try await store.commit([.options(Options(mode: .paper, paperInput: input)), .game(unfinished)], for: alice)
        let runtime = AppRuntime(store: store, clock: { self.time.now })
        _ = await runtime.send(.startGame, as: alice)
        for stroke in boardStrokes() {
            _ = await runtime.send(.stroke(stroke), as: alice)
        }
        return runtime
    }

    /// Sends each intent a second after the last; returns the last state.
    private func send(_ intents: [AppIntent], _ runtime: AppRuntime) async -> AppState {
        var state = await runtime.state(of: alice)
        for intent in intents {
            time.advance(seconds: 1)
            state = await runtime.send(intent, as: alice)
        }
        return state
    }

    private func taps(_ squares: [Int]) -> [AppIntent] {
        squares.map { .tapPoint(x: square($0).x, y: square($0).y) }
    }

    /// The History listing only pencil & paper games.
    private func paperHistory(_ runtime: AppRuntime) async throws -> HistoryScreenState {
        _ = await runtime.send(.exit, as: alice)
        _ = await runtime.send(.openHistory, as: alice)
        return try #require(await runtime.send(.setHistoryMode(.paper), as: alice).history)
    }

    @Test func aPaperGameDrawnToAWinIsListedFilteredReplayedAndDeleted() async throws {
        let runtime = try await onSheet(.tap)
        let won = await send(taps([0, 3, 1, 4, 2]), runtime)
        #expect(won.paper?.result == "X won")
        let history = try await paperHistory(runtime)
        let row = try #require(history.rows.first)
        #expect(history.rows.count == 1)
        #expect([row.rules, row.opponent, row.result, row.moves, row.duration]
            == ["Pencil & paper", "Two players", "X won", "Moves: 5", "0:05"])
        #expect(history.mode.choices.map(\.label) == ["All", "Andora", "Classic", "Pencil & paper"])
        let andora = try #require(await runtime.send(.setHistoryMode(.andora), as: alice).history)
        #expect(andora.rows.isEmpty, "the unfinished Andora game is not a played game")

        _ = await runtime.send(.setHistoryMode(.paper), as: alice)
        let replay = try #require(await runtime.send(row.open, as: alice).replay)
        #expect(replay.notation == "a3 a2 b3 b2 c3", "the squares top left first: row 3 of a 3×3 board")
        #expect(replay.board.size == 3 && replay.board.winner == .x && replay.board.cellLines.count == 1)
        #expect(replay.title == "Pencil & paper · Two players · X won")
        #expect(replay.picture.contains("data-cell=\"c3\"") && replay.picture.contains("class=\"win x\""))
        let start = try #require(await runtime.send(.replayStep(0), as: alice).replay)
        #expect(start.board.cells.allSatisfy { $0.mark == .none } && start.playFromHere.enabled)

        _ = await runtime.send(.back, as: alice)
        _ = await runtime.send(row.delete.intent, as: alice)
        let emptied = try #require(await runtime.send(.confirmDelete, as: alice).history)
        #expect(emptied.rows.isEmpty && store.playedGames(of: alice).isEmpty)
        #expect(try await store.profile(alice)?.game?.board.moves.map(\.notation) == ["e5"], "Resume still offers it")
    }

    @Test func aPaperGameBegunWithAnOIsReplayedWithTheSignsAsDrawn() async throws {
        let runtime = try await onSheet(.draw)
        // O in the centre first; O wins on the diagonal from top right to bottom left.
        let shapes: [[Stroke]] = [
            drawnO(at: square(4)), drawnX(at: square(0)), drawnO(at: square(2)), drawnX(at: square(8)),
            drawnO(at: square(6)),
        ]
        let won = await send(shapes.map(AppIntent.shape), runtime)
        #expect(won.paper?.result == "O won")
        let played = try #require(store.playedGames(of: alice).first)
        #expect(played.mode == .paper && played.firstSign == .o && played.result == .won(.o))

        let history = try await paperHistory(runtime)
        let row = try #require(history.rows.first)
        #expect(row.result == "O won")
        let replay = try #require(await runtime.send(row.open, as: alice).replay)
        #expect(replay.board.winner == .o && replay.board.cellLines.map(\.owner) == [.o])
        #expect(replay.board.cells.first { $0.name == "b2" }?.mark == .o)
        #expect(replay.moves.map(\.player) == [.o, .x, .o, .x, .o])
        let second = try #require(await runtime.send(.replayStep(2), as: alice).replay)
        #expect(!second.playFromHere.enabled, "a game on the app's board would start with X")
    }

    @Test func aTieIsADrawTimedAcrossARestartAndAnUnfinishedSheetIsNoPlayedGame() async throws {
        let begun = time.now
        let runtime = try await onSheet(.tap)
        _ = await send(taps([0, 1, 2, 4]), runtime)
        _ = await runtime.send(.exit, as: alice)
        _ = await runtime.send(.confirmExit, as: alice)
        #expect(store.playedGames(of: alice).isEmpty, "a sheet left during play waits for the next visit")
        let restarted = AppRuntime(store: store, clock: { self.time.now })
        _ = await restarted.send(.startGame, as: alice)
        _ = await send(taps([3, 5, 7, 6, 8]), restarted)
        let played = try #require(store.playedGames(of: alice).first)
        #expect(played.result == .draw && played.mode == .paper && played.firstSign == .x)
        #expect(played.startedAt == begun && played.duration == 9_000, "from the first line to the last sign")
        #expect(played.moveTimes == (1...9).map { begun + 1_000 * Int64($0) })
    }
}
