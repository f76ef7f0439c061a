import AndoraHost
import AndoraModel
import AndoraCore
import AndoraTestSupport
import Synchronization
import Testing

/// Matches between two devices as the server holds them: seats, tokens, idempotent moves,
/// undo requests, rematches, leaving and abandonment, each change stored before it is answered.
@Suite struct MatchHallTests {
    private let profiles = MemoryProfileStore()
    private let time = ManualTime()
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!
    private let bob = ProfileID("fedcba9876543210fedcba9876543210")!
    private let carol = ProfileID("00000000000000000000000000000001")!
    private let matches: MemoryMatchStore
    private let hall: MatchHall

    init() {
        matches = MemoryMatchStore(profiles: profiles)
        hall = MatchHall(store: matches, abandonAfter: 60_000, clock: { [time] in time.now })
    }

    private func newGame(confirmTurn: Bool = false) -> SavedGame {
        SavedGame(board: .andora(GameRecord(rules: .andora(strategy: .first))), confirmTurn: confirmTurn)
    }

    /// Alice creates as X, Bob joins as O.
    private func started() async throws -> (code: MatchCode, alice: SeatToken, bob: SeatToken) {
        let created = try await hall.create(newGame(), side: .x, by: alice)
        let joined = try await hall.join(created.match.code, as: bob)
        let bobsSeat = try #require(joined.seat)
        #expect(bobsSeat.sign == .o)
        return (created.match.code, try #require(created.seat).token, bobsSeat.token)
    }

    private func play(_ name: String, _ code: MatchCode, _ token: SeatToken, as profile: ProfileID) async throws -> Match {
        let sequence = try await hall.snapshot(code).match.sequence
        return try await hall.act(.play(try Cell(notation: name), sequence: sequence), in: code, token: token, as: profile).match
    }

    /// Why the server refused what `body` asked, or `nil` if it did not.
    private func refusal(_ body: () async throws -> Void) async -> MatchRefusal? {
        do {
            try await body()
            return nil
        } catch {
            return error as? MatchRefusal
        }
    }

    @Test func aMatchIsStoredWhenCreatedAndTheSecondProfileTakesTheOtherSide() async throws {
        let (code, _, _) = try await started()
        let stored = try #require(try await matches.match(code))
        #expect(stored.seats.map(\.profile) == [alice, bob] && stored.seats.map(\.sign) == [.x, .o])
        let third = try await hall.join(code, as: carol)
        #expect(third.seat == nil, "a full match is watched")
    }

    /// One browser sits in a few open matches at most: beyond them, creating is refused and
    /// nothing is stored, until it leaves one.
    @Test func aProfileInAsManyOpenMatchesAsAllowedCannotCreateAnother() async throws {
        var seats: [MatchSeating] = []
        for _ in 0..<MatchHall.openMatchesPerProfile {
            seats.append(try await hall.create(newGame(), side: .x, by: alice))
        }
        let refused = await refusal { _ = try await hall.create(newGame(), side: .x, by: alice) }
        #expect(refused == .tooManyOpen)
        #expect(await matches.openMatchCount(seating: alice) == MatchHall.openMatchesPerProfile, "nothing stored")
        let first = try #require(seats.first?.seat)
        _ = try await hall.act(.leave, in: try #require(seats.first).match.code, token: first.token, as: alice)
        _ = try await hall.create(newGame(), side: .x, by: alice)
        _ = try await hall.create(newGame(), side: .x, by: bob)
    }

    /// A match nobody joined is removed a day after it last changed (here, its abandonment); one
    /// two players joined stays.
    @Test func aMatchNobodyJoinedIsRemovedAfterADay() async throws {
        let waiting = try await hall.create(newGame(), side: .x, by: alice).match.code
        let (joined, _, _) = try await started()
        time.advance(seconds: 61)
        await hall.sweep()
        #expect(try await matches.match(waiting)?.isOpen == false, "abandoned: nobody connected")
        time.advance(seconds: MatchHall.unjoinedLifetime / 1000 - 1)
        await hall.sweep()
        #expect(try await matches.match(waiting) != nil, "not a day yet")
        time.advance(seconds: 2)
        await hall.sweep()
        #expect(try await matches.match(waiting) == nil)
        #expect(try await matches.match(joined) != nil)
        let gone = await refusal { _ = try await hall.join(waiting, as: carol) }
        #expect(gone == .unknownCode)
    }

    @Test func aMoveIsStoredBeforeItIsAnsweredAndSeenByTheOtherSide() async throws {
        let (code, aliceToken, _) = try await started()
        let updates = try await hall.updates(code)
        var iterator = updates.makeAsyncIterator()
        _ = await iterator.next()
        _ = try await play("e5", code, aliceToken, as: alice)
        #expect(try await matches.match(code)?.game.board.moves == [try Cell(notation: "e5")])
        let seen = try #require(await iterator.next())
        #expect(seen.match.game.board.moves == [try Cell(notation: "e5")])
    }

    @Test func theSameMoveSentTwiceIsPlayedOnce() async throws {
        let (code, aliceToken, _) = try await started()
        let e5 = try Cell(notation: "e5")
        _ = try await hall.act(.play(e5, sequence: 0), in: code, token: aliceToken, as: alice)
        let again = try await hall.act(.play(e5, sequence: 0), in: code, token: aliceToken, as: alice)
        #expect(again.match.game.board.moves == [e5] && again.match.sequence == 1)
        let stale = await refusal {
            _ = try await hall.act(.play(try Cell(notation: "e4"), sequence: 0), in: code, token: aliceToken, as: alice)
        }
        #expect(stale == .notYourTurn)
    }

    @Test func aMoveOnAnOutdatedBoardIsRefused() async throws {
        let (code, aliceToken, bobToken) = try await started()
        _ = try await play("e5", code, aliceToken, as: alice)
        let outdated = await refusal {
            _ = try await hall.act(.play(try Cell(notation: "e6"), sequence: 0), in: code, token: bobToken, as: bob)
        }
        #expect(outdated == .outOfStep)
    }

    @Test func onlyTheSeatWhoseTurnItIsMoves() async throws {
        let (code, _, bobToken) = try await started()
        let early = await refusal {
            _ = try await play("e5", code, bobToken, as: bob)
        }
        #expect(early == .notYourTurn)
        #expect(try await hall.snapshot(code).match.game.board.moves.isEmpty)
    }

    @Test func aStolenOrGuessedSeatTokenIsRefused() async throws {
        let (code, aliceToken, _) = try await started()
        let stolen = await refusal {
            _ = try await play("e5", code, aliceToken, as: carol)
        }
        #expect(stolen == .notYourSeat, "Alice's token from another profile")
        let guessed = await refusal {
            _ = try await play("e5", code, SeatToken("00000000000000000000000000000000"), as: alice)
        }
        #expect(guessed == .notYourSeat, "Alice's profile with a guessed token")
        #expect(try await hall.snapshot(code).match.game.board.moves.isEmpty)
    }

    @Test func anIllegalMoveIsRefusedWithItsReason() async throws {
        let (code, aliceToken, bobToken) = try await started()
        _ = try await play("e5", code, aliceToken, as: alice)
        let outside = await refusal {
            _ = try await play("a1", code, bobToken, as: bob)
        }
        guard case .illegalMove(.outsideAllowedArea) = outside else {
            Issue.record("a move outside the allowed mini-field is refused as such, not \(String(describing: outside))")
            return
        }
    }

    @Test func anUndoRequestTakesTheMoveBackOnlyWhenTheOtherSideAllows() async throws {
        let (code, aliceToken, bobToken) = try await started()
        _ = try await play("e5", code, aliceToken, as: alice)
        _ = try await hall.act(.requestUndo, in: code, token: aliceToken, as: alice)
        let declined = try await hall.act(.answerUndo(accept: false), in: code, token: bobToken, as: bob).match
        #expect(declined.game.board.moves.count == 1 && declined.undoRequest == nil)
        _ = try await hall.act(.requestUndo, in: code, token: aliceToken, as: alice)
        let ownAnswer = await refusal {
            _ = try await hall.act(.answerUndo(accept: true), in: code, token: aliceToken, as: alice)
        }
        #expect(ownAnswer == .nothingToUndo, "a side cannot grant its own request")
        let accepted = try await hall.act(.answerUndo(accept: true), in: code, token: bobToken, as: bob).match
        #expect(accepted.game.board.moves.isEmpty && accepted.game.board.outcome.playerToMove == .x)
    }

    @Test func aRematchStartsWhenBothAskAndSwapsTheSigns() async throws {
        let (code, aliceToken, bobToken) = try await started()
        let tokens = [alice: aliceToken, bob: bobToken]
        for (index, name) in AndoraGames.xWinsFirst.split(separator: " ").enumerated() {
            let mover = index % 2 == 0 ? alice : bob
            _ = try await play(String(name), code, tokens[mover]!, as: mover)
        }
        #expect(try await hall.snapshot(code).match.game.board.outcome == .won(by: .x))
        #expect(try await profiles.history(of: alice, HistoryQuery()).total == 1, "the game is in Alice's history")
        #expect(try await profiles.history(of: bob, HistoryQuery()).total == 1, "and in Bob's")
        #expect(try await profiles.summaries(of: alice).map(\.side) == [.x], "Alice held X")
        #expect(try await profiles.summaries(of: bob).map(\.side) == [.o], "Bob held O")
        let bobs = PlayerStatistics(try await profiles.summaries(of: bob), utcOffsetMinutes: 0, now: 0)
        #expect(bobs.groups.first?.fastestWin == nil && bobs.groups.first?.fewestMoves == nil, "Bob lost: no best of his")
        let offered = try await hall.act(.rematch, in: code, token: aliceToken, as: alice).match
        #expect(offered.rematchOffer == .x && offered.game.board.moves.count > 0)
        let rematch = try await hall.act(.rematch, in: code, token: bobToken, as: bob).match
        #expect(rematch.game.board.moves.isEmpty)
        #expect(rematch.seat(of: alice)?.sign == .o && rematch.seat(of: bob)?.sign == .x)
    }

    @Test func leavingEndsTheMatchAndRecordsTheGameAsAbandoned() async throws {
        let (code, aliceToken, bobToken) = try await started()
        _ = try await play("e5", code, aliceToken, as: alice)
        let left = try await hall.act(.leave, in: code, token: bobToken, as: bob).match
        #expect(left.ending == .left(.o) && !left.isOpen)
        let history = try await profiles.history(of: alice, HistoryQuery())
        #expect(history.entries.first?.game.result == .abandoned)
        #expect(history.entries.first?.game.match == code)
        let after = await refusal {
            _ = try await play("e6", code, bobToken, as: bob)
        }
        #expect(after == .closed)
    }

    @Test func anIdleMatchWithNobodyConnectedIsAbandonedAndRecorded() async throws {
        let (code, aliceToken, _) = try await started()
        _ = try await play("e5", code, aliceToken, as: alice)
        time.advance(seconds: 30)
        await hall.sweep()
        #expect(try await hall.snapshot(code).match.isOpen, "half the limit: still open")
        time.advance(seconds: 31)
        await hall.sweep()
        #expect(try await hall.snapshot(code).match.ending == .abandoned)
        #expect(try await profiles.history(of: bob, HistoryQuery()).entries.first?.game.result == .abandoned)
    }

    @Test func aConnectedSideKeepsAnIdleMatchOpen() async throws {
        let (code, aliceToken, _) = try await started()
        _ = try await play("e5", code, aliceToken, as: alice)
        await hall.connection(code, .o, open: true)
        time.advance(seconds: 120)
        await hall.sweep()
        #expect(try await hall.snapshot(code).match.isOpen)
        #expect(try await hall.snapshot(code).connected == [.o])
    }

    @Test(.timeLimit(.minutes(1)))
    func aSideWhoseDeviceLeftShowsAsNotConnectedOnceItsWindowEnds() async throws {
        let (code, aliceToken, _) = try await started()
        _ = try await play("e5", code, aliceToken, as: alice)
        await hall.connection(code, .o, open: true)
        var watched = try await hall.updates(code).makeAsyncIterator()
        #expect(await watched.next()?.connected == [.x, .o], "Alice's move was heard a moment ago")
        await hall.connection(code, .o, open: false)
        time.advance(seconds: 7)  // past the 6 s a side counts as there after it was last heard
        await hall.expirePresence()
        #expect(await watched.next()?.connected == [], "the watchers are told, with no other change")
        #expect(try await hall.snapshot(code).connected == [])
    }

    @Test func aRestartedHallReadsTheMatchBack() async throws {
        let (code, aliceToken, bobToken) = try await started()
        _ = try await play("e5", code, aliceToken, as: alice)
        let restarted = MatchHall(store: matches, clock: { [time] in time.now })
        let seating = try #require(await restarted.openSeating(of: bob))
        #expect(seating.match.code == code && seating.seat?.token == bobToken)
        let answer = try await restarted.act(.play(try Cell(notation: "e6"), sequence: 1), in: code, token: bobToken, as: bob)
        #expect(answer.match.game.board.moves.count == 2)
    }

    @Test func aFailedStoreChangesNothingAndSaysSo() async throws {
        let reports = Mutex<[String]>([])
        let hall = MatchHall(store: matches, report: { line in reports.withLock { $0.append(line) } })
        let created = try await hall.create(newGame(), side: .x, by: alice)
        let (code, aliceToken) = (created.match.code, try #require(created.seat).token)
        _ = try await hall.join(code, as: bob)
        await matches.failCommits("disk full")
        let failed = await refusal {
            _ = try await hall.act(.play(try Cell(notation: "e5"), sequence: 0), in: code, token: aliceToken, as: alice)
        }
        #expect(failed == .storeFailed)
        #expect(reports.withLock { $0 } == ["match \(code.rawValue): disk full"], "the server's log and metrics are told why")
        #expect(try await hall.snapshot(code).match.game.board.moves.isEmpty)
        await matches.failCommits(nil)
        let played = try await hall.act(.play(try Cell(notation: "e5"), sequence: 0), in: code, token: aliceToken, as: alice)
        #expect(played.match.game.board.moves.count == 1)
    }

    @Test func anUnknownCodeIsRefused() async throws {
        let unknown = await refusal {
            _ = try await hall.join(MatchCode("ZZZZZZ")!, as: alice)
        }
        #expect(unknown == .unknownCode)
    }
}
