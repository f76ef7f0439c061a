import AndoraHost
import AndoraModel
import AndoraCore
@testable import AndoraStore
import Foundation
import Testing

/// Matches between two devices in SQLite (issue 13): a server restart keeps every match, and a game a
/// match ends goes to both players' histories in the same transaction.
@Suite struct MatchStoreTests {
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!
    private let bob = ProfileID("fedcba9876543210fedcba9876543210")!

    private func newGame() -> SavedGame {
        SavedGame(board: .andora(GameRecord(rules: .andora(strategy: .first))), confirmTurn: true)
    }

    @Test func aMatchSurvivesARestartOfTheServer() async throws {
        let url = try TestFiles.directory().appendingPathComponent("matches.sqlite")
        let code: MatchCode
        do {
            let hall = MatchHall(store: try AppDatabase(path: url.path))
            let created = try await hall.create(newGame(), side: .x, by: alice)
            code = created.match.code
            let bobs = try #require(try await hall.join(code, as: bob).seat)
            let alices = try #require(created.seat)
            _ = try await hall.act(.play(try Cell(notation: "e5"), sequence: 0), in: code, token: alices.token, as: alice)
            _ = try await hall.act(.play(try Cell(notation: "e6"), sequence: 1), in: code, token: bobs.token, as: bob)
        }
        let reopened = try AppDatabase(path: url.path)
        let match = try #require(try await reopened.match(code))
        #expect(match.game.board.moves.map(\.notation) == ["e5", "e6"] && match.sequence == 2)
        #expect(match.game.confirmTurn && match.seats.map(\.profile) == [alice, bob])
        #expect(try await reopened.openMatch(seating: bob)?.code == code)
        #expect(try await reopened.openMatches().map(\.code) == [code])
    }

    @Test func aGameAMatchEndsIsInBothHistoriesWithTheMatchCode() async throws {
        let database = AppDatabase.inMemory()
        let hall = MatchHall(store: database)
        let created = try await hall.create(newGame(), side: .o, by: alice)
        let code = created.match.code
        let bobs = try #require(try await hall.join(code, as: bob).seat)
        _ = try await hall.act(.play(try Cell(notation: "e5"), sequence: 0), in: code, token: bobs.token, as: bob)
        _ = try await hall.act(.leave, in: code, token: try #require(created.seat).token, as: alice)
        for profile in [alice, bob] {
            let games = try await database.playedGames(of: profile, limit: 10)
            #expect(games.map(\.result) == [.abandoned] && games.first?.match == code)
        }
        #expect(try await database.openMatch(seating: alice) == nil, "a match that ended is no one's place")
    }

    @Test func aMatchGameLeavesTheUnfinishedGameOnTheDeviceAlone() async throws {
        let database = AppDatabase.inMemory()
        let unfinished = newGame()
        try await database.commit([.game(unfinished)], for: alice)
        let ended = PlayedGame(game: newGame(), endedAt: 1, result: .draw, match: MatchCode("ABCDEF")!)
        try await database.commit([.gameEnded(ended)], for: alice)
        #expect(try await database.profile(alice)?.game == unfinished)
    }
}
