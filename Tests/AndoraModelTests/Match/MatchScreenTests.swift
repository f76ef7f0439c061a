import AndoraHost
import AndoraModel
import AndoraCore
import AndoraTestSupport
import Testing

/// Matches as the players see them through the runtime: the setup screen, the invite,
/// joining by code, the board on both devices, confirm turn, the dialogs, and a restart.
@Suite struct MatchScreenTests {
    private let profiles = MemoryProfileStore()
    private let matches: MemoryMatchStore
    private let runtime: AppRuntime
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!
    private let bob = ProfileID("fedcba9876543210fedcba9876543210")!

    init() {
        matches = MemoryMatchStore(profiles: profiles)
        runtime = Self.runtime(profiles, matches)
    }

    /// The runtime and its hall on one clock that stands still: who is connected never depends on
    /// how long a loaded machine takes between two steps.
    private static func runtime(_ profiles: MemoryProfileStore, _ matches: MemoryMatchStore) -> AppRuntime {
        AppRuntime(store: profiles, hall: MatchHall(store: matches, clock: { 1_700_000_000_000 }), clock: { 1_700_000_000_000 })
    }

    private func tap(_ name: String, as profile: ProfileID) async throws -> AppState {
        await runtime.send(.tapCell(try Cell(notation: name)), as: profile)
    }

    private func mark(_ name: String, _ state: AppState) -> CellMark? {
        state.match?.game.board.cells.first { $0.name == name }?.mark
    }

    /// Alice creates a match (X, with the options given), Bob joins with the code as typed.
    private func started(confirmTurn: Bool = false, classic: Bool = false) async throws -> String {
        _ = await runtime.send(.openMatchSetup, as: alice)
        if classic { _ = await runtime.send(.chooseMode(.classic), as: alice) }
        if confirmTurn { _ = await runtime.send(.setConfirmTurn(true), as: alice) }
        _ = await runtime.send(.setMatchSide(.x), as: alice)
        let created = await runtime.send(.createMatch, as: alice)
        let match = try #require(created.match)
        #expect(match.invite != nil && match.sign == .x)
        let joined = await runtime.send(.joinMatch(code: " " + match.code.lowercased() + " "), as: bob)
        #expect(joined.screen == .match && joined.match?.sign == .o)
        return match.code
    }

    @Test func theSetupScreenOffersTheModesOfTwoDevicesAndTheSides() async {
        let state = await runtime.send(.openMatchSetup, as: alice)
        let setup = state.matchSetup
        #expect(state.screen == .matchSetup)
        #expect(setup?.mode.choices.count == 2, "Andora and classic; pencil & paper is one sheet")
        #expect(setup?.side.choices.map(\.intent) == [.setMatchSide(.x), .setMatchSide(.o), .setMatchSide(.random)])
        #expect(setup?.strategy != nil && setup?.classicSize == nil)
        let classic = await runtime.send(.chooseMode(.classic), as: alice)
        #expect(classic.matchSetup?.strategy == nil && classic.matchSetup?.classicSize != nil)
        #expect(await runtime.send(.back, as: alice).screen == .main)
        #expect(await runtime.state(of: alice).main?.mode.choices.first?.selected == true, "the saved options stay")
    }

    @Test func joiningShowsAtOnceThatTheOtherSideIsConnected() async throws {
        _ = await runtime.send(.openMatchSetup, as: alice)
        let code = try #require(await runtime.send(.createMatch, as: alice).match?.code)
        let joined = await runtime.send(.joinMatch(code: code), as: bob)
        #expect(joined.match?.opponentConnected == true, "Alice asked a moment ago: \(joined.match?.opponent ?? "")")
        let watcher = ProfileID("00000000000000000000000000000001")!
        let watching = await runtime.send(.joinMatch(code: code), as: watcher)
        #expect(watching.match?.sign == nil && watching.match?.opponent.contains("not connected") == false,
                "\(watching.match?.opponent ?? "")")
    }

    /// A runtime on a clock the test moves, where Alice (X) created a match and Bob joined
    /// `joiningAfter` seconds later.
    private func timedMatch(joiningAfter seconds: Int64 = 0) async throws -> (AppRuntime, ManualTime) {
        let time = ManualTime()
        let runtime = AppRuntime(store: profiles, hall: MatchHall(store: matches, clock: { time.now }), clock: { time.now })
        _ = await runtime.send(.openMatchSetup, as: alice)
        _ = await runtime.send(.setMatchSide(.x), as: alice)
        let code = try #require(await runtime.send(.createMatch, as: alice).match?.code)
        time.advance(seconds: seconds)
        _ = await runtime.send(.joinMatch(code: code), as: bob)
        return (runtime, time)
    }

    @Test func r5_1_3_theMatchClockStartsWhenBothAreSeatedAndRunsForThePlayerToMove() async throws {
        let (runtime, time) = try await timedMatch(joiningAfter: 10)
        time.advance(seconds: 3)
        let xToMove = try #require(await runtime.state(of: alice).match?.game.clock)
        #expect([xToMove.xTime, xToMove.oTime] == ["0:03", "0:00"] && xToMove.running == .x, "the wait for Bob is not X's time")
        #expect(await runtime.state(of: bob).wakeIn == 1000, "the next second shows")
        _ = await runtime.send(.tapCell(try Cell(notation: "e5")), as: alice)
        time.advance(seconds: 2)
        let oToMove = try #require(await runtime.state(of: bob).match?.game.clock)
        #expect([oToMove.xTime, oToMove.oTime] == ["0:03", "0:02"] && oToMove.running == .o)
    }

    /// The time a move took is spent even if it is taken back; the wait for the answer is the
    /// answerer's; and the side that asked plays again from the answer.
    @Test func r5_1_3_anAcceptedUndoChargesEachSideOnlyTheTimeItHadTheTurn() async throws {
        let (runtime, time) = try await timedMatch()
        time.advance(seconds: 5)
        _ = await runtime.send(.tapCell(try Cell(notation: "e5")), as: alice)
        _ = await runtime.send(.undo, as: alice)
        time.advance(seconds: 7)
        _ = await runtime.send(.acceptUndo, as: bob)
        time.advance(seconds: 2)
        let clock = try #require(await runtime.state(of: alice).match?.game.clock)
        #expect([clock.xTime, clock.oTime] == ["0:07", "0:07"] && clock.running == .x,
                "X: 5 s on the undone move and 2 s since; O: the 7 s before it answered")
    }

    /// A seat stores no profile: a server that restarted (or never held the player) still knows a
    /// seated player, and does not count its requests as a new profile's.
    @Test func aPlayerSeatedInAMatchIsKnownToAServerThatNeverHeldIt() async throws {
        _ = try await started()
        let restarted = Self.runtime(profiles, matches)
        #expect(await restarted.knows(bob))
        #expect(await restarted.knows(alice))
        #expect(await !restarted.knows(ProfileID(String(repeating: "9", count: 32))!))
    }

    @Test func aMoveOnOneDeviceShowsOnTheOther() async throws {
        _ = try await started()
        let moved = try await tap("e5", as: alice)
        #expect(mark("e5", moved) == .x)
        let bobsView = await runtime.state(of: bob)
        #expect(mark("e5", bobsView) == .x)
        #expect(bobsView.match?.game.turnLabel == "Your turn (O)")
        #expect(bobsView.match?.game.board.cells.contains { $0.enabled } == true)
        let alicesView = await runtime.state(of: alice)
        #expect(alicesView.match?.game.board.cells.allSatisfy { !$0.enabled } == true, "not Alice's turn")
    }

    @Test func theOtherDeviceHearsAtOnce() async throws {
        _ = try await started()
        var updates = await runtime.updates(of: bob).makeAsyncIterator()
        _ = await updates.next()
        _ = try await tap("e5", as: alice)
        var seen = await updates.next()
        for _ in 0..<5 where seen.map({ mark("e5", $0) }) != .x {
            seen = await updates.next()
        }
        #expect(seen.map { mark("e5", $0) } == .x)
    }

    @Test func r3_4_confirmTurnShowsTheMarkOnTheOtherDeviceOnlyAfterFinishTurn() async throws {
        _ = try await started(confirmTurn: true)
        let pending = try await tap("e5", as: alice)
        #expect(pending.match?.game.board.cells.first { $0.name == "e5" }?.pending == true)
        #expect(mark("e5", await runtime.state(of: bob)) == CellMark.none)
        _ = await runtime.send(.finishTurn, as: alice)
        #expect(mark("e5", await runtime.state(of: bob)) == .x)
    }

    @Test func anUndoRequestOpensADialogOnTheOtherDevice() async throws {
        _ = try await started()
        _ = try await tap("e5", as: alice)
        let asked = await runtime.send(.undo, as: alice)
        #expect(asked.match?.status == "You asked to take back your last move…")
        let bobsView = await runtime.state(of: bob)
        #expect(bobsView.dialog?.kind == .undoRequest && bobsView.dialog?.focus == 0)
        let allowed = await runtime.send(.acceptUndo, as: bob)
        #expect(mark("e5", allowed) == CellMark.none && allowed.dialog == nil)
    }

    @Test func theResultDialogOffersARematchWithTheSignsSwapped() async throws {
        _ = try await started(classic: true)
        for (cell, player) in [("a1", alice), ("a2", bob), ("b1", alice), ("b2", bob), ("c1", alice)] {
            _ = try await tap(cell, as: player)
        }
        let bobsResult = try #require(await runtime.state(of: bob).dialog)
        #expect(bobsResult.kind == .winner && bobsResult.buttons.map(\.intent) == [.closeDialog, .rematch])
        #expect(bobsResult.focus == 0, "Close keeps the focus")
        #expect(bobsResult.message == "X won" && bobsResult.notes == ["You lost this one."])
        #expect(await runtime.state(of: alice).dialog?.notes == ["You won!"])
        let offered = await runtime.send(.rematch, as: bob)
        #expect(offered.dialog == nil && offered.match?.status == "You offered a rematch: waiting for the answer…")
        let alicesResult = try #require(await runtime.state(of: alice).dialog)
        #expect(alicesResult.buttons.last?.label == "Accept rematch")
        let accepted = await runtime.send(.rematch, as: alice)
        #expect(accepted.dialog == nil && accepted.match?.sign == .o, "the signs swap")
        #expect(accepted.match?.game.board.cells.allSatisfy { $0.mark == .none } == true)
        #expect(await runtime.state(of: bob).match?.game.turnLabel == "Your turn (X)")
    }

    @Test func leavingAsksFirstAndTellsTheOtherSide() async throws {
        _ = try await started()
        _ = try await tap("e5", as: alice)
        #expect(await runtime.send(.exit, as: bob).dialog?.kind == .leaveMatchConfirmation)
        #expect(await runtime.send(.cancelExit, as: bob).screen == .match)
        _ = await runtime.send(.exit, as: bob)
        #expect(await runtime.send(.confirmExit, as: bob).screen == .main)
        let alicesView = await runtime.state(of: alice)
        #expect(alicesView.dialog?.kind == .opponentLeft && alicesView.dialog?.message == "O left the match.")
        let behind = try #require(alicesView.match, "the match shows behind the dialog")
        #expect(behind.opponent == "O left the match." && !behind.opponentConnected, "not shown as connected once gone")
        #expect(behind.game.turnLabel == "This match is over." && behind.game.turn == nil && behind.game.clock.running == nil)
        #expect(await runtime.send(.closeDialog, as: alice).screen == .main)
    }

    @Test func aCodeThatNamesNoMatchIsExplainedWhereACodeCanBeTyped() async {
        let typo = await runtime.send(.joinMatch(code: "nope"), as: alice)
        #expect(typo.screen == .matchSetup && typo.matchSetup?.refusal == "No match has this code. Check it on the other device.")
        let unknown = await runtime.send(.joinMatch(code: "ZZZZZZ"), as: alice)
        #expect(unknown.matchSetup?.refusal != nil)
    }

    @Test func aGameOnThisDeviceStaysTheUnfinishedGameWhenJoiningAMatch() async throws {
        _ = await runtime.send(.openMatchSetup, as: alice)
        let code = try #require(await runtime.send(.createMatch, as: alice).match?.code)
        _ = await runtime.send(.startGame, as: bob)
        _ = await runtime.send(.tapCell(try Cell(notation: "e5")), as: bob)
        #expect(await runtime.send(.joinMatch(code: code), as: bob).screen == .match)
        _ = await runtime.send(.exit, as: bob)
        _ = await runtime.send(.confirmExit, as: bob)
        #expect(await runtime.state(of: bob).main?.resumeGame != nil)
    }

    @Test func aSpectatorSeesTheBoardAndCannotMove() async throws {
        let code = try await started()
        let carol = ProfileID("00000000000000000000000000000001")!
        let watching = await runtime.send(.watchMatch(code: code), as: carol)
        #expect(watching.match?.sign == nil && watching.match?.seat == "You are watching")
        #expect(watching.match?.game.undo == nil, "a spectator has no move to take back")
        _ = try await tap("e5", as: carol)
        #expect(mark("e5", await runtime.state(of: alice)) == CellMark.none)
    }

    @Test func aRestartedServerPutsEachPlayerBackInTheMatch() async throws {
        _ = try await started()
        _ = try await tap("e5", as: alice)
        let restarted = Self.runtime(profiles, matches)
        let bobsView = await restarted.state(of: bob)
        #expect(bobsView.screen == .match && mark("e5", bobsView) == .x)
        let moved = await restarted.send(.tapCell(try Cell(notation: "e6")), as: bob)
        #expect(mark("e6", moved) == .o)
    }

    @Test func everyMatchTextIsInRussianToo() async throws {
        _ = await runtime.send(.openOptions, as: bob)
        _ = await runtime.send(.setLanguage(.ru), as: bob)
        _ = await runtime.send(.saveOptions, as: bob)
        let code = try await started()
        _ = await runtime.state(of: alice)  // Alice's page asks: her side is connected
        let russian = await runtime.state(of: bob)
        #expect(russian.match?.title == "Матч \(code)" && russian.match?.seat == "Вы играете за O")
        #expect(russian.match?.opponent == "X — на связи")
    }
}
