import AndoraApp
import AndoraCore
import AndoraStore
import Foundation
import GRDB
import Testing

@Suite struct AppDatabaseTests {
    /// A fresh directory for one test's files.
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("andora-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private let game = SavedGame(
        board: .andora(try! GameRecord(rules: .andora(strategy: .any), moves: Cell.moves(notation: "e5 e4 d3"))),
        confirmTurn: true)

    @Test func optionsAreTheDefaultsUntilSaved() throws {
        #expect(try AppDatabase.inMemory().loadOptions() == .default)
    }

    @Test func r4_3_savedOptionsSurviveReopeningTheFile() throws {
        let path = try temporaryDirectory().appendingPathComponent("nested/andora.sqlite").path
        let options = Options(mode: .classic, strategy: .any, confirmTurn: true, language: .ru, classic: ClassicRules(size: 7)!)
        try AppDatabase(path: path).saveOptions(options)
        #expect(try AppDatabase(path: path).loadOptions() == options)
    }

    @Test func theAutosavedGameSurvivesReopeningAndCanBeDeleted() throws {
        let path = try temporaryDirectory().appendingPathComponent("andora.sqlite").path
        try AppDatabase(path: path).saveGame(game)
        let reopened = try AppDatabase(path: path)
        #expect(try reopened.loadSavedGame() == game)
        try reopened.deleteSavedGame()
        #expect(try reopened.loadSavedGame() == nil)
    }

    @Test func aGarbageFileIsReportedByNameAndLeftUnchanged() throws {
        let url = try temporaryDirectory().appendingPathComponent("garbage.sqlite")
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
        let url = try temporaryDirectory().appendingPathComponent("other.sqlite")
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
        }
        let before = try Data(contentsOf: url)
        #expect {
            try AppDatabase(path: url.path)
        } throws: { error in
            "\(error)".contains(url.path) && "\(error)".contains("not an Andora database")
        }
        #expect(try Data(contentsOf: url) == before)
    }

    @Test func aDirectoryInPlaceOfTheFileIsReported() throws {
        let url = try temporaryDirectory()
        #expect(throws: StoreError.self) { try AppDatabase(path: url.path) }
    }

    @Test func aCorruptSavedGameRowIsReportedAndThenReplaced() throws {
        let path = try temporaryDirectory().appendingPathComponent("andora.sqlite").path
        try AppDatabase(path: path).saveGame(game)
        try corrupt(path, table: "savedGame", json: #"{"board":{"mode":"andora","record":{"rules":"first","moves":["e5","e5"]}},"confirmTurn":false}"#)
        let database = try AppDatabase(path: path)
        #expect {
            try database.loadSavedGame()
        } throws: { error in
            guard case StoreError.corruptRow(let table, _) = error else { return false }
            return table == "savedGame"
        }
        try database.saveGame(game)
        #expect(try database.loadSavedGame() == game)
    }

    @Test func aCorruptOptionsRowIsReported() throws {
        let path = try temporaryDirectory().appendingPathComponent("andora.sqlite").path
        try AppDatabase(path: path).saveOptions(.default)
        try corrupt(path, table: "options", json: "not json")
        #expect(throws: StoreError.self) { try AppDatabase(path: path).loadOptions() }
    }

    @Test func theDefaultFileFollowsXDGDataHome() {
        #expect(AppDatabase.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/p"])
            == "/data/andora/andora.sqlite")
        #expect(AppDatabase.defaultPath(environment: ["HOME": "/home/p"]) == "/home/p/.local/share/andora/andora.sqlite")
        #expect(AppDatabase.defaultPath(environment: ["XDG_DATA_HOME": "", "HOME": "/home/p"])
            == "/home/p/.local/share/andora/andora.sqlite")
    }

    /// Overwrites a stored row with other JSON, as a damaged or foreign write would.
    private func corrupt(_ path: String, table: String, json: String) throws {
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "UPDATE \(table) SET json = ?", arguments: [json])
        }
    }
}
