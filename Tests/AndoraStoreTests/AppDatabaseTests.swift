import AndoraModel
import AndoraCore
@testable import AndoraStore
import Foundation
import GRDB
import Testing

/// Opening a file: WAL, the synchronous level, and every file that is refused and left untouched.
@Suite struct AppDatabaseTests {
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!

    @Test func aFileIsOpenedInWALModeWithSynchronousNormal() throws {
        let database = try AppDatabase(path: TestFiles.directory().appendingPathComponent("nested/andora.sqlite").path)
        let (journal, synchronous) = try database.writer.writeWithoutTransaction { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA synchronous"))
        }
        #expect(journal == "wal")
        #expect(synchronous == 1)
    }

    @Test func aCommitIsOnDiskWhenItReturnsAsAKilledProcessLeavesIt() async throws {
        let url = try TestFiles.directory().appendingPathComponent("andora.sqlite")
        let database = try AppDatabase(path: url.path)
        let game = try Samples.game("e5 e4 d3")
        try await database.commit([.game(game)], for: alice)
        // The files as they are while the database is still open: what a SIGKILL would leave.
        let copy = try TestFiles.directory().appendingPathComponent("andora.sqlite")
        for suffix in ["", "-wal", "-shm"] {
            try FileManager.default.copyItem(atPath: url.path + suffix, toPath: copy.path + suffix)
        }
        #expect(try await AppDatabase(path: copy.path).profile(alice)?.game == game)
    }

    @Test func aDatabaseWithAMigrationThisBuildDoesNotKnowIsRefusedAndLeftUnchanged() throws {
        let url = try TestFiles.directory().appendingPathComponent("andora.sqlite")
        _ = try AppDatabase(path: url.path)
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v3-tags')")
        }
        let before = TestFiles.contents(ofDatabase: url)
        #expect(throws: StoreError.newerDatabase(path: url.path, migrations: ["v3-tags"])) {
            try AppDatabase(path: url.path)
        }
        #expect(TestFiles.contents(ofDatabase: url) == before)
        let message = "\(StoreError.newerDatabase(path: url.path, migrations: ["v3-tags"]))"
        #expect(message.contains(url.path) && message.contains("newer version") && message.contains("v3-tags"))
    }

    @Test func aDamagedFileIsNamedAndLeftByteForByteUnchanged() async throws {
        let url = try TestFiles.directory().appendingPathComponent("andora.sqlite")
        let root: Int
        do {
            let database = try AppDatabase(path: url.path)
            for second in 1...40 {
                let game = try Samples.game("e5 e4 d3 c7")
                try await database.commit(
                    [.gameEnded(PlayedGame(game: game, endedAt: Samples.start + Int64(second) * 1_000, result: .draw))],
                    for: alice)
            }
            root = try await database.reading { db in
                try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'playedGame'") ?? 0
            }
        }
        var bytes = try Data(contentsOf: url)
        let pageStart = (root - 1) * 4096
        bytes.replaceSubrange(pageStart..<pageStart + 12, with: Data(repeating: 0x7F, count: 12))
        try bytes.write(to: url)
        let before = TestFiles.contents(ofDatabase: url)

        #expect {
            try AppDatabase(path: url.path)
        } throws: { error in
            guard case StoreError.corrupt(let path, _) = error else { return false }
            return path == url.path && "\(error)".contains(url.path) && "\(error)".contains("damaged")
        }
        #expect(TestFiles.contents(ofDatabase: url) == before)
    }

    @Test func aGarbageFileIsReportedByNameAndLeftUnchanged() throws {
        let url = try TestFiles.directory().appendingPathComponent("garbage.sqlite")
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        try garbage.write(to: url)
        #expect {
            try AppDatabase(path: url.path)
        } throws: { error in
            guard case StoreError.unreadable(let path, _) = error else { return false }
            return path == url.path && "\(error)".contains(url.path)
        }
        #expect(try Data(contentsOf: url) == garbage)
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftUnchanged() throws {
        let url = try TestFiles.directory().appendingPathComponent("other.sqlite")
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
        }
        let before = TestFiles.contents(ofDatabase: url)
        #expect {
            try AppDatabase(path: url.path)
        } throws: { error in
            "\(error)".contains(url.path) && "\(error)".contains("not an Andora database")
        }
        #expect(TestFiles.contents(ofDatabase: url) == before)
    }

    @Test func aDirectoryInPlaceOfTheFileIsReported() throws {
        let url = try TestFiles.directory()
        #expect(throws: StoreError.self) { try AppDatabase(path: url.path) }
    }

    @Test func theDefaultFileFollowsXDGDataHome() {
        #expect(AppDatabase.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/p"])
            == "/data/andora/andora.sqlite")
        #expect(AppDatabase.defaultPath(environment: ["HOME": "/home/p"]) == "/home/p/.local/share/andora/andora.sqlite")
        #expect(AppDatabase.defaultPath(environment: ["XDG_DATA_HOME": "", "HOME": "/home/p"])
            == "/home/p/.local/share/andora/andora.sqlite")
    }

    @Test func r4_3_savedOptionsSurviveReopeningTheFile() async throws {
        let path = try TestFiles.directory().appendingPathComponent("andora.sqlite").path
        let options = Options(mode: .classic, strategy: .any, confirmTurn: true, language: .ru, classic: ClassicRules(size: 7)!)
        try await AppDatabase(path: path).commit([.options(options)], for: alice)
        #expect(try await AppDatabase(path: path).profile(alice)?.options == options)
    }
}
