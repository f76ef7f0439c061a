import AndoraHost
import AndoraModel
import AndoraCore
@testable import AndoraStore
import Foundation
import Testing

/// Matches between two devices, on SQLite and on PostgreSQL: a server restart keeps
/// every match, and a game a match ends goes to both players' histories in the same transaction.
@Suite struct MatchStoreTests {
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!
    private let bob = ProfileID("fedcba9876543210fedcba9876543210")!

    private func newGame() -> SavedGame {
        SavedGame(board: .andora(GameRecord(rules: .andora(strategy: .first))), confirmTurn: true)
    }

    /// A match Alice created, playing `side`, and Bob joined, in a hall over the store.
    private func joinedMatch(
        _ store: any MatchStore, alicePlays side: MatchSide
    ) async throws -> (hall: MatchHall, code: MatchCode, alices: MatchSeat, bobs: MatchSeat) {
        let hall = MatchHall(store: store)
        let created = try await hall.create(newGame(), side: side, by: alice)
        let bobs = try #require(try await hall.join(created.match.code, as: bob).seat)
        return (hall, created.match.code, try #require(created.seat), bobs)
    }

    /// The store counts a profile's open matches and removes the ones nobody joined before a time.
    @Test(arguments: StoreKind.tested)
    func openMatchesAreCountedAndUnjoinedOnesRemoved(_ kind: StoreKind) async throws {
        let store = try await kind.open().store
        let (_, joined, _, _) = try await joinedMatch(store, alicePlays: .x)
        let hall = MatchHall(store: store, clock: { 1_000 })
        let waiting = try await hall.create(newGame(), side: .o, by: alice).match.code
        #expect(try await store.openMatchCount(seating: alice) == 2)
        #expect(try await store.openMatchCount(seating: bob) == 1)
        #expect(try await store.removeUnjoined(changedBefore: 1_000) == 0, "changed at the time itself")
        #expect(try await store.removeUnjoined(changedBefore: 1_001) == 1)
        #expect(try await store.match(waiting) == nil)
        #expect(try await store.match(joined) != nil)
    }

    @Test(arguments: StoreKind.tested)
    func aMatchSurvivesARestartOfTheServer(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let code: MatchCode
        do {
            let (hall, joined, alices, bobs) = try await joinedMatch(opened.store, alicePlays: .x)
            code = joined
            _ = try await hall.act(.play(try Cell(notation: "e5"), sequence: 0), in: code, token: alices.token, as: alice)
            _ = try await hall.act(.play(try Cell(notation: "e6"), sequence: 1), in: code, token: bobs.token, as: bob)
        }
        let reopened = try await opened.reopened().store
        let match = try #require(try await reopened.match(code))
        #expect(match.game.board.moves.map(\.notation) == ["e5", "e6"] && match.sequence == 2)
        #expect(match.game.confirmTurn && match.seats.map(\.profile) == [alice, bob])
        #expect(try await reopened.openMatch(seating: bob)?.code == code)
        #expect(try await reopened.openMatches().map(\.code) == [code])
    }

    @Test(arguments: StoreKind.tested)
    func aGameAMatchEndsIsInBothHistoriesWithTheMatchCode(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let (hall, code, alices, bobs) = try await joinedMatch(opened.store, alicePlays: .o)
        _ = try await hall.act(.play(try Cell(notation: "e5"), sequence: 0), in: code, token: bobs.token, as: bob)
        _ = try await hall.act(.leave, in: code, token: alices.token, as: alice)
        for profile in [alice, bob] {
            let games = try await opened.played(by: profile)
            #expect(games.map(\.result) == [.abandoned] && games.first?.match == code)
            #expect(try await opened.store.playedGames(of: profile, inMatch: code) == games, "read by the match's code")
        }
        let otherCode = try #require(MatchCode("ABCDEF"))
        #expect(try await opened.store.playedGames(of: alice, inMatch: otherCode).isEmpty, "another match's games are not these")
        #expect(try await opened.store.openMatch(seating: alice) == nil, "a match that ended is no one's place")
    }

    @Test(arguments: StoreKind.tested)
    func aMatchAndTheGamesItEndedAreStoredTogetherOrNotAtAll(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let code = try await joinedMatch(opened.store, alicePlays: .x).code
        let before = try #require(try await opened.store.match(code))
        let ended = Match(
            code: code, seats: before.seats, game: before.game, sequence: before.sequence, undoRequest: nil,
            rematchOffer: nil, ending: .left(.x), updatedAt: before.updatedAt + 1)
        let game = PlayedGame(game: newGame(), endedAt: Samples.start, result: .abandoned, match: code)
        try await opened.refuseInserts(into: "playedGame")
        await #expect(throws: (any Error).self) {
            try await opened.store.commit(ended, ended: [alice: game, bob: game])
        }
        #expect(try await opened.store.match(code) == before, "the match is as it was when its games could not be stored")
        for profile in [alice, bob] {
            #expect(try await opened.played(by: profile).isEmpty)
        }
    }

    @Test(arguments: StoreKind.tested)
    func aMatchGameLeavesTheUnfinishedGameOnTheDeviceAlone(_ kind: StoreKind) async throws {
        let store = try await kind.open().store
        let unfinished = newGame()
        try await store.commit([.game(unfinished)], for: alice)
        let ended = PlayedGame(game: newGame(), endedAt: 1, result: .draw, match: MatchCode("ABCDEF")!)
        try await store.commit([.gameEnded(ended)], for: alice)
        #expect(try await store.profile(alice)?.game == unfinished)
    }
}
