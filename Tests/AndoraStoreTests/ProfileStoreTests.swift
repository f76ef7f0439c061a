import AndoraHost
import AndoraModel
import AndoraCore
import Dispatch
@testable import AndoraStore
import Foundation
import GRDB
import Testing

/// `AppDatabase` as the runtime's `ProfileStore`.
@Suite struct ProfileStoreTests {
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!
    private let bob = ProfileID("fedcba9876543210fedcba9876543210")!

    @Test func nothingIsStoredUnderAnIdNeverCommitted() async throws {
        #expect(try await AppDatabase.inMemory().profile(alice) == nil)
    }

    @Test func aCommitCreatesTheProfileWithTheDefaults() async throws {
        let database = AppDatabase.inMemory()
        try await database.commit([.place(.paper)], for: alice)
        #expect(try await database.profile(alice) == StoredProfile(place: .paper))
    }

    @Test func theTutorialsProgressAndWhetherGamesWerePlayedAreStored() async throws {
        let database = AppDatabase.inMemory()
        try await database.commit([.place(.main)], for: alice)
        #expect(try await database.profile(alice)?.tutorial == nil)
        try await database.commit([.tutorial(TutorialProgress(step: 3, finished: false))], for: alice)
        #expect(try await database.profile(alice)?.tutorial == TutorialProgress(step: 3, finished: false))
        try await database.commit([.tutorial(TutorialProgress(step: 0, finished: true))], for: alice)
        #expect(try await database.profile(alice)?.tutorial == TutorialProgress(step: 0, finished: true))
        #expect(try await database.profile(alice)?.hasPlayedGames == false)
        let played = PlayedGame(game: try Samples.game("e5"), endedAt: Samples.start + 1_000, result: .abandoned)
        try await database.commit([.gameEnded(played)], for: alice)
        #expect(try await database.profile(alice)?.hasPlayedGames == true)
    }

    @Test func twoProfilesAreIsolated() async throws {
        let database = AppDatabase.inMemory()
        let aliceOptions = Options(mode: .classic, language: .ru, opponent: .novice)
        let aliceGame = try Samples.game("e5 e4 d3")
        let bobGame = try Samples.game("a1 b2", opponent: .human)
        try await database.commit(
            [.options(aliceOptions), .game(aliceGame), .paper(try Samples.paper(xWins: 3, oWins: 1, ties: 0)),
             .place(.game)],
            for: alice)
        try await database.commit([.game(bobGame), .paper(try Samples.paper(xWins: 0, oWins: 0, ties: 5))], for: bob)

        #expect(try await database.profile(alice)
            == StoredProfile(options: aliceOptions, game: aliceGame, paper: try Samples.paper(xWins: 3, oWins: 1, ties: 0),
                             place: .game))
        #expect(try await database.profile(bob)
            == StoredProfile(game: bobGame, paper: try Samples.paper(xWins: 0, oWins: 0, ties: 5)))

        try await database.commit([.gameEnded(PlayedGame(game: bobGame, endedAt: Samples.start + 9_000, result: .abandoned))], for: bob)
        #expect(try await database.profile(alice)?.game == aliceGame)
        #expect(try await database.profile(bob)?.game == nil)
        #expect(try await database.playedGames(of: alice, limit: 10).isEmpty)
        #expect(try await database.playedGames(of: bob, limit: 10).count == 1)
    }

    @Test func changesApplyInTheOrderGiven() async throws {
        let database = AppDatabase.inMemory()
        let ended = PlayedGame(game: try Samples.game("e5 e4"), endedAt: Samples.start + 5_000, result: .abandoned)
        let next = try Samples.game("a1")
        try await database.commit([.game(ended.game), .gameEnded(ended), .game(next)], for: alice)
        #expect(try await database.profile(alice)?.game == next)

        try await database.commit([.game(try Samples.game("c3")), .gameEnded(ended)], for: bob)
        #expect(try await database.profile(bob)?.game == nil)
        #expect(try await database.playedGameCount(of: bob) == 1)
    }

    @Test func aFailedCommitStoresNothingOfItsChanges() async throws {
        let database = AppDatabase.inMemory()
        try await database.commit([.place(.game)], for: alice)
        try await database.writer.writeWithoutTransaction { db in
            try db.execute(sql: "CREATE TRIGGER refuse BEFORE INSERT ON playedGame BEGIN SELECT RAISE(ABORT, 'refused'); END")
        }
        let ended = PlayedGame(game: try Samples.game("e5"), endedAt: Samples.start + 2_000, result: .abandoned)
        await #expect(throws: StoreError.writeFailed(path: ":memory:", reason: "refused")) {
            try await database.commit([.place(.main), .game(try Samples.game("a1")), .gameEnded(ended)], for: alice)
        }
        #expect(try await database.profile(alice) == StoredProfile(place: .game))
    }

    @Test func aWriteThatFailsThrowsWriteFailedNamingTheFile() async throws {
        let url = try TestFiles.directory().appendingPathComponent("andora.sqlite")
        let database = try AppDatabase(path: url.path)
        try await database.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA query_only = ON") }
        await #expect {
            try await database.commit([.options(.default)], for: alice)
        } throws: { error in
            guard case StoreError.writeFailed(let path, _) = error else { return false }
            return path == url.path && "\(error)".contains(url.path)
        }
        #expect(try await database.profile(alice) == nil)
    }

    @Test(.timeLimit(.minutes(1)))
    func aProfileIsReadWhileAnotherWriteIsUnderWay() async throws {
        let database = try AppDatabase(path: TestFiles.directory().appendingPathComponent("andora.sqlite").path)
        try await database.commit([.place(.paper)], for: alice)
        let writing = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let write = Task.detached {
            try await database.writer.write { db in
                try db.execute(sql: "UPDATE profile SET place = 'game'")
                writing.signal()
                release.wait()
            }
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                writing.wait()
                continuation.resume()
            }
        }
        // Were reads waiting for the writer, this would never return: the write waits for it.
        #expect(try await database.profile(alice)?.place == .paper)
        release.signal()
        try await write.value
        #expect(try await database.profile(alice)?.place == .game)
    }

    @Test func anUnreadableGameIsSetAsideNamedAndNeverOverwritten() async throws {
        let database = AppDatabase.inMemory(clock: { 42 })
        let game = try Samples.game("e5 e4 d3")
        try await database.commit([.game(game), .options(Options(language: .ru))], for: alice)
        let broken = #"{"board":{"mode":"andora","record":{"rules":"first","moves":["e5","e5"]}},"confirmTurn":false}"#
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE unfinishedGame SET json = ?", arguments: [broken])
        }

        let read = try #require(try await database.profile(alice))
        #expect(read.game == nil)
        #expect(read.options == Options(language: .ru))
        #expect(read.problems.count == 1)
        #expect(read.problems.first?.contains("unfinished game") == true)
        #expect(try await database.profile(alice)?.problems == [])

        try await database.commit([.game(game)], for: alice)
        let kept = try await database.reading { db in try QuarantineRecord.fetchAll(db) }
        #expect(kept == [QuarantineRecord(
            id: 1, profileId: alice.rawValue, source: "unfinishedGame.json", content: broken,
            reason: kept.first?.reason ?? "", movedAt: 42)])
        #expect(try await database.profile(alice)?.game == game)
    }

    @Test func unreadableOptionsAndSheetAreSetAsideTogether() async throws {
        let database = AppDatabase.inMemory()
        try await database.commit([.options(Options(language: .ru)), .paper(try Samples.paper(xWins: 1, oWins: 0, ties: 0))], for: alice)
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE profile SET options = 'not json'")
            try db.execute(sql: #"UPDATE paperSnapshot SET json = '{"score":{"xWins":"many"}}'"#)
        }
        let read = try #require(try await database.profile(alice))
        #expect(read.options == .default && read.paper == nil && read.problems.count == 2)
        let sources = try await database.reading { db in try String.fetchAll(db, sql: "SELECT source FROM quarantine ORDER BY id") }
        #expect(sources == ["profile.options", "paperSnapshot.json"])
        #expect(try await database.profile(alice) == StoredProfile())
    }
}
