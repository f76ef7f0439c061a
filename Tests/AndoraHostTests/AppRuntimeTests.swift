import AndoraHost
import AndoraModel
import AndoraCore
import AndoraTestSupport
import Synchronization
import Testing

/// The host runtime every front end uses: commit before answer, one model per profile, searches
/// that come back or are cancelled.
@Suite struct AppRuntimeTests {
    private let store = MemoryProfileStore()
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!
    private let bob = ProfileID("fedcba9876543210fedcba9876543210")!

    private func runtime(capacity: Int = 100) -> AppRuntime {
        AppRuntime(store: store, capacity: capacity, clock: { 1_700_000_000_000 })
    }

    /// Alice saves the options "the computer at this level plays X".
    private func chooseComputerAsX(_ opponent: Opponent, on runtime: AppRuntime) async {
        for intent: AppIntent in [.openOptions, .setOpponent(opponent), .setComputerPlays(.x), .saveOptions] {
            _ = await runtime.send(intent, as: alice)
        }
    }

    private func tap(_ name: String) throws -> AppIntent {
        .tapCell(try Cell(notation: name))
    }

    @Test func aMoveIsStoredBeforeItIsAnswered() async throws {
        let runtime = runtime()
        _ = await runtime.send(.startGame, as: alice)
        let answered = await runtime.send(try tap("e5"), as: alice)
        #expect(answered.game?.board.cells.first { $0.name == "e5" }?.mark == .x)
        let stored = try #require(try await store.profile(alice))
        #expect(stored.game?.board.moves == [try Cell(notation: "e5")])
        #expect(stored.game?.moveTimes == [1_700_000_000_000])
        #expect(stored.place == .game)
    }

    @Test func twoProfilesNeverSeeEachOthersOptionsOrGames() async throws {
        let runtime = runtime()
        _ = await runtime.send(.openOptions, as: alice)
        _ = await runtime.send(.setStrategy(.any), as: alice)
        _ = await runtime.send(.saveOptions, as: alice)
        _ = await runtime.send(.startGame, as: alice)
        _ = await runtime.send(try tap("e5"), as: alice)
        let bobsState = await runtime.state(of: bob)
        #expect(bobsState.screen == .main && bobsState.main?.resumeGame == nil)
        #expect(try await store.profile(bob) == nil, "looking changes nothing")
        _ = await runtime.send(.openOptions, as: bob)
        #expect(await runtime.state(of: bob).options?.strategy.choices.first?.selected == true)
        #expect(try await store.profile(alice)?.options.strategy == .any)
    }

    @Test func aNewProfileSpeaksTheBrowsersLanguage() async {
        let state = await runtime().state(of: bob, language: .ru)
        #expect(state.language == .ru && state.main?.startGame.label == "Начать игру")
    }

    @Test func aNewProfilesLanguageIsStoredWithItsFirstChange() async throws {
        _ = await runtime().send(.startGame, as: bob, language: .ru)
        #expect(try await store.profile(bob)?.options.language == .ru)
        let later = await runtime().state(of: bob, language: .en)
        #expect(later.language == .ru)
    }

    @Test func aFailedCommitIsShownAndRetriedWithTheNextChangeAndReportedOnce() async throws {
        let reports = Mutex<[String]>([])
        let runtime = AppRuntime(
            store: store, clock: { 1_700_000_000_000 }, report: { line in reports.withLock { $0.append(line) } })
        _ = await runtime.send(.startGame, as: alice)
        store.failCommits("disk I/O error")
        let failed = await runtime.send(try tap("e5"), as: alice)
        _ = await runtime.send(try tap("e4"), as: alice)
        #expect(failed.notice != nil)
        #expect(reports.withLock { $0 } == ["profile \(alice.rawValue): disk I/O error"], "one line until a commit works")
        #expect(failed.game?.board.cells.first { $0.name == "e5" }?.mark == .x, "the move stays on the board")
        store.failCommits(nil)
        let saved = await runtime.send(try tap("e2"), as: alice)
        #expect(saved.notice == nil)
        #expect(try await store.profile(alice)?.game?.board.moves.map(\.notation) == ["e5", "e4", "e2"])
    }

    @Test func aProfileDroppedFromMemoryLosesNothing() async throws {
        let runtime = runtime(capacity: 1)
        _ = await runtime.send(.startGame, as: alice)
        _ = await runtime.send(try tap("e5"), as: alice)
        _ = await runtime.state(of: bob)
        #expect(await runtime.cachedProfiles == 1)
        let back = await runtime.state(of: alice)
        #expect(back.screen == .game)
        #expect(back.game?.board.cells.first { $0.name == "e5" }?.mark == .x)
    }

    @Test func aRestartedServerContinuesTheOpenGame() async throws {
        let first = runtime()
        _ = await first.send(.startGame, as: alice)
        _ = await first.send(try tap("e5"), as: alice)
        await first.shutdown()
        let afterRestart = await runtime().send(try tap("e4"), as: alice)
        #expect(afterRestart.screen == .game)
        #expect(afterRestart.game?.turn == .x)
    }

    @Test func theComputersMoveArrivesStoredAndAnnounced() async throws {
        let runtime = runtime()
        await chooseComputerAsX(.novice, on: runtime)
        let updates = await runtime.updates(of: alice)
        _ = await runtime.send(.startGame, as: alice)
        for await state in updates where state.game?.board.cells.contains(where: { $0.mark == .x }) == true {
            break
        }
        #expect(try await store.profile(alice)?.game?.board.moves.count == 1)
    }

    @Test func theAnswerOfASearchNoLongerAwaitedIsNeverPlayed() async throws {
        let runtime = runtime()
        await chooseComputerAsX(.expert, on: runtime)
        _ = await runtime.send(.startGame, as: alice)
        _ = await runtime.send(.exit, as: alice)
        let left = await runtime.send(.confirmExit, as: alice)
        #expect(left.screen == .main)
        // On a loaded machine the search may have answered before the exit: then its move was the
        // game's. What was stored at the exit is all there is.
        let atExit = try #require(try await store.profile(alice)?.game?.board.moves)
        #expect(atExit.count <= 1)
        try await Task.sleep(for: .milliseconds(1500))
        #expect(try await store.profile(alice)?.game?.board.moves == atExit)
    }

    @Test func aHintIsAnsweredWithTheRequest() async throws {
        let runtime = runtime()
        _ = await runtime.send(.startGame, as: alice)
        _ = await runtime.send(try tap("e5"), as: alice)
        let state = await runtime.send(.hint, as: alice)
        #expect(state.game?.board.cells.contains(where: \.hint) == true)
    }

    @Test func aProfileIdleBeyondItsLifetimeLeavesMemoryAndLosesNothing() async throws {
        let time = ManualTime()
        let runtime = AppRuntime(store: store, idleLifetime: .seconds(60), clock: { time.now })
        _ = await runtime.send(.startGame, as: alice)
        _ = await runtime.send(try tap("e5"), as: alice)
        time.advance(seconds: 30)
        _ = await runtime.state(of: bob)
        #expect(await runtime.cachedProfiles == 2, "idle for half its lifetime, Alice stays")
        time.advance(seconds: 31)
        _ = await runtime.state(of: bob)
        #expect(await runtime.cachedProfiles == 1, "idle for 61 s, Alice left memory; Bob was just seen")
        let back = await runtime.state(of: alice)
        #expect(back.screen == .game)
        #expect(back.game?.board.cells.first { $0.name == "e5" }?.mark == .x)
    }

    @Test func aProfilesSearchesBeyondItsPaceWaitTheirTurn() async throws {
        let runtime = AppRuntime(
            store: store, searchPace: TokenBucket(capacity: 1, interval: 400), clock: { 1_700_000_000_000 })
        await chooseComputerAsX(.novice, on: runtime)
        let updates = await runtime.updates(of: alice)
        _ = await runtime.send(.startGame, as: alice)
        var computersMoves = updates.map { $0.game?.board.cells.filter { $0.mark == .x }.count ?? 0 }.makeAsyncIterator()
        while let count = await computersMoves.next(), count < 1 {}
        let reply = try #require(await runtime.state(of: alice).game?.board.cells.first { $0.enabled })
        let asked = ContinuousClock.now
        _ = await runtime.send(try tap(reply.name), as: alice)
        while let count = await computersMoves.next(), count < 2 {}
        #expect(ContinuousClock.now - asked >= .milliseconds(400), "the second search waited for the pace")
    }

    @Test func theComputersReplyLandsAfterAPauseNotWithThePlayersMove() async throws {
        let runtime = AppRuntime(store: store, replyPause: .milliseconds(300), clock: { 1_700_000_000_000 })
        for intent: AppIntent in [.openOptions, .setOpponent(.novice), .saveOptions, .startGame] {
            _ = await runtime.send(intent, as: alice)
        }
        let updates = await runtime.updates(of: alice)
        let asked = ContinuousClock.now
        let answered = await runtime.send(try tap("e5"), as: alice)
        #expect(answered.game?.computerThinking == true, "the player's move shows alone, the computer thinking")
        var computersMoves = updates.map { $0.game?.board.cells.filter { $0.mark == .o }.count ?? 0 }.makeAsyncIterator()
        while let count = await computersMoves.next(), count < 1 {}
        #expect(ContinuousClock.now - asked >= .milliseconds(300), "the novice's instant answer waited for the pause")
    }

    /// A profile read while the store was away is blank and never written: once the store is back,
    /// the player's next request reads it again, and their game and moves are stored as before.
    @Test func aProfileThatCouldNotBeReadIsReadAgainOnTheNextRequest() async throws {
        let runtime = AppRuntime(store: store, clock: { 1_700_000_000_000 })
        _ = await runtime.send(.startGame, as: alice)
        _ = await runtime.send(.tapCell(try Cell(notation: "e5")), as: alice)
        let reopened = AppRuntime(store: store, clock: { 1_700_000_000_000 })
        store.failReads("the disk is away")
        let blank = await reopened.state(of: alice)
        #expect(blank.notice != nil && blank.main?.resumeGame == nil, "a blank profile, and the player is told")
        _ = await reopened.send(.startGame, as: alice)
        let inMemory = await reopened.send(.tapCell(try Cell(notation: "a1")), as: alice)
        #expect(inMemory.game?.board.cells.first { $0.name == "a1" }?.mark == .x, "played in memory meanwhile, not reset")
        store.failReads(nil)
        let read = await reopened.state(of: alice)
        #expect(read.notice == nil && read.game?.board.cells.first { $0.name == "e5" }?.mark == .x, "the stored game is back")
        _ = await reopened.send(.tapCell(try Cell(notation: "e4")), as: alice)
        #expect(try await store.profile(alice)?.game?.board.moves.count == 2, "and a move is stored")
    }

    /// Other servers commit the profile first twice: the move is made again on the profile as
    /// stored, and stored at the third try.
    @Test func aMoveIsTriedAgainWhileOtherServersCommitTheProfileFirst() async throws {
        let store = ContestedProfileStore()
        let runtime = AppRuntime(store: store, clock: { 1_700_000_000_000 })
        _ = await runtime.send(.startGame, as: alice)
        store.contest(times: 2)
        let answer = await runtime.send(.tapCell(try Cell(notation: "e5")), as: alice)
        #expect(answer.notice == nil)
        #expect(try await store.profile(alice)?.game?.board.moves.count == 1)
    }

    /// Other servers commit the profile first every time: the move is tried three times, then the
    /// player is told it was not saved (it was answered as if stored).
    @Test func aMoveThatOtherServersKeepCommittingOverIsSaidNotSaved() async throws {
        let store = ContestedProfileStore()
        let runtime = AppRuntime(store: store, clock: { 1_700_000_000_000 })
        #expect(await runtime.send(.startGame, as: alice).notice == nil)
        store.contest(times: .max)
        let answer = await runtime.send(.tapCell(try Cell(notation: "e5")), as: alice)
        #expect(answer.notice == Localizer(language: .en).text(.storeFailed), "\(answer.notice ?? "no notice")")
    }

    /// "Review" in the result dialog opens the replay and its searches run on the server
    /// too (the first search, asked when the history's read came back, was dropped).
    @Test(.timeLimit(.minutes(2)))
    func aReviewAskedFromTheResultDialogRuns() async throws {
        let runtime = AppRuntime(store: store, clock: { 1_700_000_000_000 })
        _ = await runtime.send(.startGame, as: alice)
        for cell in try Cell.moves(notation: AndoraGames.xWinsFirst) {
            _ = await runtime.send(.tapCell(cell), as: alice)
        }
        let updates = await runtime.updates(of: alice)
        #expect(await runtime.send(.reviewGame, as: alice).replay?.review?.running == true)
        for await state in updates {
            if let review = state.replay?.review, review.judged >= 2 { break }
        }
    }

    /// A review asks one position at a time, so it is not paced like searches a player
    /// asks for: with one search an hour allowed, a review still runs to its end. (The limit stops a
    /// paced review, which would wait an hour; the review takes about 20 s in a debug build, longer
    /// while the other tests share the cores.)
    @Test(.timeLimit(.minutes(3)))
    func aGamesReviewRunsToItsEndWhateverTheSearchPace() async throws {
        let moves = try Cell.moves(notation: AndoraGames.xCapturesCentre)
        let game = SavedGame(
            board: .andora(try GameRecord(rules: .andora(strategy: .first), moves: moves)), confirmTurn: false,
            opponent: .human, computerPlays: .o, startedAt: 1_000)
        try await store.commit([.gameEnded(PlayedGame(game: game, endedAt: 90_000, result: .abandoned))], for: alice)
        let runtime = AppRuntime(
            store: store, searchPace: TokenBucket(capacity: 1, interval: 3_600_000), clock: { 1_700_000_000_000 })
        let row = try #require(await runtime.send(.openHistory, as: alice).history?.rows.first)
        #expect(await runtime.send(row.open, as: alice).replay?.review?.start.enabled == true)
        let updates = await runtime.updates(of: alice)
        _ = await runtime.send(.startReview, as: alice)
        for await state in updates {
            let review = try #require(state.replay?.review)
            guard review.judged == review.total else { continue }
            #expect(review.total == 6 && !review.running && review.chart.allSatisfy { $0 != nil })
            break
        }
    }
}
