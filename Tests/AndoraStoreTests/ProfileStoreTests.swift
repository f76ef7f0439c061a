import AndoraHost
import AndoraModel
import AndoraCore
import AndoraTestSupport
import Dispatch
@testable import AndoraStore
import Foundation
import GRDB
import Testing

/// The store as the runtime's `ProfileStore`, on SQLite and on PostgreSQL.
@Suite struct ProfileStoreTests {
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!
    private let bob = ProfileID("fedcba9876543210fedcba9876543210")!

    @Test(arguments: StoreKind.tested)
    func nothingIsStoredUnderAnIdNeverCommitted(_ kind: StoreKind) async throws {
        #expect(try await kind.open().store.profile(alice) == nil)
    }

    @Test(arguments: StoreKind.tested)
    func aCommitCreatesTheProfileWithTheDefaults(_ kind: StoreKind) async throws {
        let store = try await kind.open().store
        try await store.commit([.place(.paper)], for: alice)
        #expect(try await store.profile(alice) == StoredProfile(place: .paper))
    }

    /// A reload continues on any of these screens: the store keeps each.
    @Test(arguments: StoreKind.tested)
    func everyPlaceIsStored(_ kind: StoreKind) async throws {
        let store = try await kind.open().store
        for place in [Place.options, .history, .statistics, .tutorial, .puzzles, .game, .paper, .main] {
            try await store.commit([.place(place)], for: alice)
            #expect(try await store.profile(alice)?.place == place)
        }
    }

    /// A newer version's screen or level needs no change of the tables: the store keeps a value
    /// this version does not know, and this version reads such a place as the main screen.
    @Test(arguments: StoreKind.tested)
    func aValueOfANewerVersionIsKeptAndAnUnknownPlaceReadsAsTheMainScreen(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        try await opened.store.commit([.place(.game)], for: alice)
        try await opened.execute(#"UPDATE "profile" SET "place" = 'arena'"#)
        #expect(try await opened.store.profile(alice)?.place == .main)
        let played = PlayedGame(game: try Samples.game("e5"), endedAt: Samples.start + 1_000, result: .draw)
        try await opened.store.commit([.gameEnded(played)], for: alice)
        try await opened.execute(#"UPDATE "playedGame" SET "opponent" = 'grandmaster', "mode" = 'arena', "result" = 'resigned'"#)
        #expect(try await opened.texts(#"SELECT "opponent", "mode", "result" FROM "playedGame""#) == [["grandmaster", "arena", "resigned"]])
    }

    @Test(arguments: StoreKind.tested)
    func r4_3_aCommittedProfileIsThereWhenTheStoreIsOpenedAgain(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let options = Options(mode: .classic, strategy: .any, confirmTurn: true, language: .ru, classic: ClassicRules(size: 7)!)
        let game = try Samples.game("e5 e4 d3")
        try await opened.store.commit([.options(options), .game(game), .place(.game)], for: alice)
        #expect(try await opened.reopened().store.profile(alice) == StoredProfile(options: options, game: game, place: .game))
    }

    @Test(arguments: StoreKind.tested)
    func theTutorialsProgressAndWhetherGamesWerePlayedAreStored(_ kind: StoreKind) async throws {
        let store = try await kind.open().store
        try await store.commit([.place(.main)], for: alice)
        #expect(try await store.profile(alice)?.tutorial == nil)
        try await store.commit([.tutorial(TutorialProgress(step: 3, finished: false))], for: alice)
        #expect(try await store.profile(alice)?.tutorial == TutorialProgress(step: 3, finished: false))
        try await store.commit([.tutorial(TutorialProgress(step: 0, finished: true))], for: alice)
        #expect(try await store.profile(alice)?.tutorial == TutorialProgress(step: 0, finished: true))
        #expect(try await store.profile(alice)?.hasPlayedGames == false)
        let played = PlayedGame(game: try Samples.game("e5"), endedAt: Samples.start + 1_000, result: .abandoned)
        try await store.commit([.gameEnded(played)], for: alice)
        #expect(try await store.profile(alice)?.hasPlayedGames == true)
    }

    /// The puzzles cut from the player's games and which they solved come back.
    @Test(arguments: StoreKind.tested)
    func thePuzzleBookIsStored(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        try await opened.store.commit([.place(.main)], for: alice)
        #expect(try await opened.store.profile(alice)?.puzzles == PuzzleBook())
        let own = Puzzle(id: "g90000-3", source: .yourGame, rules: .andora(strategy: .any), moves: try Cell.moves(notation: "e5 e4 d3"), within: 1)
        let book = PuzzleBook(own: [own], solved: ["s1", "g90000-3"], missed: ["s1"])
        try await opened.store.commit([.puzzles(book)], for: alice)
        #expect(try await opened.reopened().store.profile(alice)?.puzzles == book)
    }

    @Test(arguments: StoreKind.tested)
    func anUnreadablePuzzleBookIsSetAsideAndStartsAfresh(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        try await opened.store.commit([.puzzles(PuzzleBook(solved: ["s1"]))], for: alice)
        try await opened.execute(#"UPDATE "profile" SET "puzzles" = '{"own":[],"solved":"s1"}'"#)
        let read = try #require(try await opened.store.profile(alice))
        #expect(read.puzzles == PuzzleBook() && read.problems.count == 1 && read.problems[0].contains("puzzles"))
        let sources = try await opened.texts(#"SELECT "source" FROM "quarantine" ORDER BY "id""#)
        #expect(sources == [["profile.puzzles"]])
        #expect(try await opened.store.profile(alice)?.problems == [])
    }

    @Test(arguments: StoreKind.tested)
    func twoProfilesAreIsolated(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let store = opened.store
        let aliceOptions = Options(mode: .classic, language: .ru, opponent: .novice)
        let aliceGame = try Samples.game("e5 e4 d3")
        let bobGame = try Samples.game("a1 b2", opponent: .human)
        try await store.commit(
            [.options(aliceOptions), .game(aliceGame), .paper(try Samples.paper(xWins: 3, oWins: 1, ties: 0)),
             .place(.game)],
            for: alice)
        try await store.commit([.game(bobGame), .paper(try Samples.paper(xWins: 0, oWins: 0, ties: 5))], for: bob)

        #expect(try await store.profile(alice)
            == StoredProfile(options: aliceOptions, game: aliceGame, paper: try Samples.paper(xWins: 3, oWins: 1, ties: 0),
                             place: .game))
        #expect(try await store.profile(bob)
            == StoredProfile(game: bobGame, paper: try Samples.paper(xWins: 0, oWins: 0, ties: 5)))

        try await store.commit([.gameEnded(PlayedGame(game: bobGame, endedAt: Samples.start + 9_000, result: .abandoned))], for: bob)
        #expect(try await store.profile(alice)?.game == aliceGame)
        #expect(try await store.profile(bob)?.game == nil)
        #expect(try await opened.played(by: alice).isEmpty)
        #expect(try await opened.played(by: bob).count == 1)
    }

    @Test(arguments: StoreKind.tested)
    func changesApplyInTheOrderGiven(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let ended = PlayedGame(game: try Samples.game("e5 e4"), endedAt: Samples.start + 5_000, result: .abandoned)
        let next = try Samples.game("a1")
        try await opened.store.commit([.game(ended.game), .gameEnded(ended), .game(next)], for: alice)
        #expect(try await opened.store.profile(alice)?.game == next)

        try await opened.store.commit([.game(try Samples.game("c3")), .gameEnded(ended)], for: bob)
        #expect(try await opened.store.profile(bob)?.game == nil)
        #expect(try await opened.played(by: bob) == [ended])
    }

    @Test(arguments: StoreKind.tested)
    func aFailedCommitStoresNothingOfItsChanges(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        try await opened.store.commit([.place(.game)], for: alice)
        try await opened.refuseInserts(into: "playedGame")
        let ended = PlayedGame(game: try Samples.game("e5"), endedAt: Samples.start + 2_000, result: .abandoned)
        await #expect {
            try await opened.store.commit([.place(.main), .game(try Samples.game("a1")), .gameEnded(ended)], for: alice)
        } throws: { error in
            "\(error)".hasPrefix("cannot write to the database") && "\(error)".contains("refused")
        }
        #expect(try await opened.store.profile(alice) == StoredProfile(place: .game))
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

    /// Whether a profile exists is asked before it is read (a server counting made-up ids); the
    /// asking repairs nothing, so the reading still finds the part set aside and the player is told.
    @Test(arguments: StoreKind.tested)
    func askingWhetherAProfileIsStoredLeavesAnUnreadablePartToTheReading(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        try await opened.store.commit([.game(try Samples.game("e5 e4"))], for: alice)
        try await opened.execute(#"UPDATE "unfinishedGame" SET "json" = 'not json'"#)
        #expect(try await opened.store.contains(alice))
        #expect(try await opened.store.contains(ProfileID(String(repeating: "9", count: 32))!) == false)
        #expect(try await opened.store.profile(alice)?.problems.count == 1)
    }

    @Test(arguments: StoreKind.tested)
    func anUnreadableGameIsSetAsideNamedAndNeverOverwritten(_ kind: StoreKind) async throws {
        let opened = try await kind.open(clock: { 42 })
        let store = opened.store
        let game = try Samples.game("e5 e4 d3")
        try await store.commit([.game(game), .options(Options(language: .ru))], for: alice)
        let broken = #"{"board":{"mode":"andora","record":{"rules":"first","moves":["e5","e5"]}},"confirmTurn":false}"#
        try await opened.execute(#"UPDATE "unfinishedGame" SET "json" = '\#(broken)'"#)

        let read = try #require(try await store.profile(alice))
        #expect(read.game == nil)
        #expect(read.options == Options(language: .ru))
        #expect(read.problems.count == 1)
        #expect(read.problems.first?.contains("unfinished game") == true)
        #expect(read.problems.first?.contains("row 1 of the quarantine table") == true)
        #expect(try await store.profile(alice)?.problems == [])

        try await store.commit([.game(game)], for: alice)
        let kept = try await opened.texts(
            #"SELECT "profileId", "source", "content", CAST("movedAt" AS TEXT) FROM "quarantine" ORDER BY "id""#)
        #expect(kept == [[alice.rawValue, "unfinishedGame.json", broken, "42"]])
        #expect(try await store.profile(alice)?.game == game)
    }

    @Test(arguments: StoreKind.tested)
    func unreadableOptionsAndSheetAreSetAsideTogether(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let store = opened.store
        try await store.commit([.options(Options(language: .ru)), .paper(try Samples.paper(xWins: 1, oWins: 0, ties: 0))], for: alice)
        try await opened.execute(#"UPDATE "profile" SET "options" = 'not json'"#)
        try await opened.execute(#"UPDATE "paperSnapshot" SET "json" = '{"score":{"xWins":"many"}}'"#)
        let read = try #require(try await store.profile(alice))
        #expect(read.options == .default && read.paper == nil && read.problems.count == 2)
        let sources = try await opened.texts(#"SELECT "source" FROM "quarantine" ORDER BY "id""#)
        #expect(sources == [["profile.options"], ["paperSnapshot.json"]])
        #expect(try await store.profile(alice) == StoredProfile())
    }
}
