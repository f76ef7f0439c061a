import AndoraApp
import Foundation
import GRDB

/// The app's SQLite database: the options (R4.3) and the autosaved game survive restarts.
public struct AppDatabase: Sendable {
    private let writer: any DatabaseWriter
    /// Where the data lives, for error messages.
    public let path: String

    /// Opens (creating it if needed) the database file and brings its schema up to date.
    ///
    /// A file that is not a readable Andora database throws ``StoreError/unreadable(path:reason:)``
    /// and is never written to.
    public init(path: String) throws(StoreError) {
        do {
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try self.init(DatabaseQueue(path: path), path: path)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .unreadable(path: path, reason: Self.reason(error))
        }
    }

    /// A database that lives in memory only, for tests and `--database :memory:`.
    public static func inMemory() -> AppDatabase {
        // An in-memory queue and a fresh schema cannot fail to open.
        try! AppDatabase(DatabaseQueue(), path: ":memory:")
    }

    private init(_ writer: any DatabaseWriter, path: String) throws(StoreError) {
        self.writer = writer
        self.path = path
        do {
            try Self.checkOwnership(of: writer)
            try Self.migrator.migrate(writer)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .unreadable(path: path, reason: Self.reason(error))
        }
    }

    /// Refuses another program's SQLite database rather than adding our tables to it.
    private static func checkOwnership(of writer: any DatabaseWriter) throws {
        let tables = try writer.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        guard tables.isEmpty || tables.contains("grdb_migrations") else {
            throw StoreError.unreadable(path: writer.path, reason: "it is not an Andora database")
        }
    }

    /// The default file: `$XDG_DATA_HOME/andora/andora.sqlite`, else `~/.local/share/andora/andora.sqlite`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return dataHome + "/andora/andora.sqlite"
    }

    /// Frozen once shipped: add new migrations, never edit these.
    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE options (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
                CREATE TABLE savedGame (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
                """)
        }
        return migrator
    }

    /// Stores the options (R4.3).
    public func saveOptions(_ options: Options) throws(StoreError) {
        try store(options, in: "options")
    }

    /// The stored options, or the defaults if none were saved.
    ///
    /// Throws ``StoreError/corruptRow(table:reason:)`` if the stored row cannot be read.
    public func loadOptions() throws(StoreError) -> Options {
        try load(Options.self, from: "options") ?? .default
    }

    /// Stores the unfinished game, replacing the previous one.
    public func saveGame(_ game: SavedGame) throws(StoreError) {
        try store(game, in: "savedGame")
    }

    /// The autosaved game, if there is one.
    ///
    /// Throws ``StoreError/corruptRow(table:reason:)`` if the stored row cannot be read.
    public func loadSavedGame() throws(StoreError) -> SavedGame? {
        try load(SavedGame.self, from: "savedGame")
    }

    /// Forgets the autosaved game.
    public func deleteSavedGame() throws(StoreError) {
        do {
            try writer.write { db in try db.execute(sql: "DELETE FROM savedGame") }
        } catch {
            throw .writeFailed(path: path, reason: Self.reason(error))
        }
    }

    /// The table names are ours, never user input.
    private func store(_ value: some Encodable, in table: String) throws(StoreError) {
        do {
            let json = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
            try writer.write { db in
                try db.execute(sql: "INSERT OR REPLACE INTO \(table) (id, json) VALUES (1, ?)", arguments: [json])
            }
        } catch {
            throw .writeFailed(path: path, reason: Self.reason(error))
        }
    }

    private func load<Value: Decodable>(_ type: Value.Type, from table: String) throws(StoreError) -> Value? {
        let json: String?
        do {
            json = try writer.read { db in try String.fetchOne(db, sql: "SELECT json FROM \(table) WHERE id = 1") }
        } catch {
            throw .corruptRow(table: table, reason: Self.reason(error))
        }
        guard let json else { return nil }
        do {
            return try JSONDecoder().decode(Value.self, from: Data(json.utf8))
        } catch {
            throw .corruptRow(table: table, reason: Self.reason(error))
        }
    }

    /// A short human reason from an underlying error.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case let error as DatabaseError: error.message ?? error.resultCode.description
        case let error as DecodingError: Self.describe(error)
        default: error.localizedDescription
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
             .valueNotFound(_, let context):
            context.debugDescription
        @unknown default:
            "\(error)"
        }
    }
}
