import AndoraModel
import AndoraCore
@testable import AndoraStore
import Foundation
import GRDB
import Testing

/// Forward from a database made by the first release (commit fe620fe, Fixtures/v1.sqlite), and from
/// one made by an earlier migration.
@Suite struct MigrationTests {
    /// What fe620fe's encoders wrote, byte for byte (docs/STORE.md tells how the fixture was made).
    private static let v1Options = #"{"classic":{"inARow":4,"size":7},"language":"ru","mode":"andora","computerPlays":"x","opponent":"expert","strategy":"any","confirmTurn":true,"paperInput":"draw"}"#
    private static let v1Game = #"{"opponent":"expert","computerPlays":"x","seed":11400714819323198485,"board":{"mode":"andora","record":{"rules":"any","moves":["e5","e4"],"undoneMoves":["d3"]}},"confirmTurn":true}"#

    private static let options = Options(
        mode: .andora, strategy: .any, confirmTurn: true, language: .ru, classic: ClassicRules(size: 7, inARow: 4)!,
        opponent: .expert, computerPlays: .x, paperInput: .draw)

    /// The game saved before times were kept: its start and its moves' times read back as 0.
    private static let game = SavedGame(
        board: .andora(try! GameRecord(
            rules: .andora(strategy: .any), moves: Cell.moves(notation: "e5 e4"), undoneMoves: Cell.moves(notation: "d3"))),
        confirmTurn: true, opponent: .expert, computerPlays: .x, seed: 0x9E37_79B9_7F4A_7C15, startedAt: 0,
        moveTimes: [0, 0])

    @Test func theFixtureIsWhatTheFirstReleaseWrote() throws {
        let url = try TestFiles.copy(ofFixture: "v1.sqlite")
        var configuration = Configuration()
        configuration.readonly = true
        let found = try DatabaseQueue(path: url.path, configuration: configuration).read { db in
            [try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"),
             try String.fetchAll(db, sql: "SELECT json FROM options"),
             try String.fetchAll(db, sql: "SELECT json FROM savedGame"),
             try String.fetchAll(db, sql: "PRAGMA journal_mode")]
        }
        #expect(found == [["v1"], [Self.v1Options], [Self.v1Game], ["delete"]])
    }

    @Test func theOptionsAndTheResumableGameOfV1BelongToProfileLocal() async throws {
        let url = try TestFiles.copy(ofFixture: "v1.sqlite")
        let database = try AppDatabase(path: url.path)
        #expect(try await database.profile(.local) == StoredProfile(options: Self.options, game: Self.game))
        let (migrations, tables, journal) = try await database.reading { db in
            (try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid"),
             try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"),
             try String.fetchOne(db, sql: "PRAGMA journal_mode"))
        }
        #expect(migrations == ["v1", "v2", "v3", "v4-paper", "v4-tutorial", "v5-match", "v6-puzzles", "v7-level", "v8-starting-moves", "v9-places", "v10-open-values"])
        #expect(tables.isDisjoint(with: ["options", "savedGame"]))
        #expect(journal == "wal")
        #expect(try await database.profileCount() == 1)
    }

    /// v9-places and v10-open-values build the profile and played-game tables anew: a profile stored
    /// by v8 keeps every part, and the rows that refer to it survive the old tables' drop.
    @Test func aProfileStoredByV8KeepsEveryPartThroughTheTableRebuilds() async throws {
        let alice = ProfileID("0123456789abcdef0123456789abcdef")!
        let url = try TestFiles.directory().appendingPathComponent("v8.sqlite")
        let queue = try DatabaseQueue(path: url.path)
        try AppDatabase.migrator.migrate(queue, upTo: "v8-starting-moves")
        let game = try Samples.game("e5 e4")
        let paper = try Samples.paper(xWins: 2, oWins: 1, ties: 0)
        let puzzles = PuzzleBook(solved: ["s1"], missed: [])
        let played = PlayedGame(game: try Samples.game("e5"), endedAt: Samples.start + 1_000, result: .abandoned)
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO profile (id, options, place, createdAt, updatedAt, tutorialStep, tutorialFinished, puzzles)
                    VALUES (?, ?, 'paper', 0, 0, 3, 1, ?)
                    """,
                arguments: [alice.rawValue, Self.options.json, puzzles.json])
            try db.execute(sql: "INSERT INTO unfinishedGame (profileId, json) VALUES (?, ?)", arguments: [alice.rawValue, game.json])
            try db.execute(sql: "INSERT INTO paperSnapshot (profileId, json) VALUES (?, ?)", arguments: [alice.rawValue, paper.json])
            var record = PlayedGameRecord(played, of: alice)
            try record.insert(db)
        }
        try queue.close()
        let database = try AppDatabase(path: url.path)
        let expected = StoredProfile(
            options: Self.options, game: game, paper: paper, place: .paper,
            tutorial: TutorialProgress(step: 3, finished: true), puzzles: puzzles, hasPlayedGames: true)
        #expect(try await database.profile(alice) == expected)
        #expect(try await database.playedGames(of: alice, limit: 10) == [played])
        try await database.commit([.place(.puzzles)], for: alice)
        #expect(try await database.profile(alice)?.place == .puzzles)
    }

    @Test func aV1GameWithoutOptionsGetsTheDefaultOptions() async throws {
        let url = try TestFiles.copy(ofFixture: "v1.sqlite")
        try await DatabaseQueue(path: url.path).write { db in try db.execute(sql: "DELETE FROM options") }
        #expect(try await AppDatabase(path: url.path).profile(.local) == StoredProfile(game: Self.game))
    }

    @Test func anEmptyV1DatabaseHasNoProfile() async throws {
        let url = try TestFiles.copy(ofFixture: "v1.sqlite")
        try await DatabaseQueue(path: url.path).write { db in try db.execute(sql: "DELETE FROM options; DELETE FROM savedGame") }
        #expect(try await AppDatabase(path: url.path).profileCount() == 0)
    }

    @Test func aV1TextThatCannotBeReadIsKeptInQuarantine() async throws {
        let url = try TestFiles.copy(ofFixture: "v1.sqlite")
        try await DatabaseQueue(path: url.path).write { db in try db.execute(sql: "UPDATE savedGame SET json = '{\"board\":'") }
        let database = try AppDatabase(path: url.path)
        let local = try #require(try await database.profile(.local))
        #expect(local.options == Self.options && local.game == nil && local.problems.count == 1)
        let kept = try await database.reading { db in try String.fetchAll(db, sql: "SELECT content FROM quarantine") }
        #expect(kept == [#"{"board":"#])
    }

    @Test func aV1TransactionLeftUnfinishedByAKilledServerIsRolledBack() async throws {
        let url = try TestFiles.copy(ofFixture: "v1.sqlite")
        let killed = try TestFiles.directory().appendingPathComponent("v1.sqlite")
        // A write big enough to spill into the file before its commit, copied as a SIGKILL would leave it.
        try await DatabaseQueue(path: url.path).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA cache_size = 2")
            try db.inTransaction {
                try db.execute(sql: "UPDATE options SET json = ?", arguments: [String(repeating: "x", count: 200_000)])
                for suffix in ["", "-journal"] {
                    try FileManager.default.copyItem(atPath: url.path + suffix, toPath: killed.path + suffix)
                }
                return .rollback
            }
        }
        #expect(FileManager.default.fileExists(atPath: killed.path + "-journal"))
        #expect(try await AppDatabase(path: killed.path).profile(.local)?.options == Self.options)
    }
}
