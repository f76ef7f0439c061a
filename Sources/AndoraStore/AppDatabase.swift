import AndoraHost
import AndoraModel
import Foundation
import GRDB

/// The app's SQLite database (docs/STORE.md): every profile's options, unfinished game and pencil &
/// paper sheet, and the games they played.
///
/// A file is a `DatabasePool` in WAL mode: profiles are read without waiting for writers, and a
/// write returns once its transaction is committed.
public struct AppDatabase: Sendable {
    let writer: any DatabaseWriter
    /// Where the data lives, for error messages.
    public let path: String
    /// Now in milliseconds since 1970 (UTC), for the times the rows keep.
    let clock: @Sendable () -> Int64

    /// The `synchronous` level of the file's connections: with WAL, a commit is in the log before
    /// it returns, so it survives the process being killed; see docs/STORE.md for why not `FULL`.
    static let synchronous = "NORMAL"

    /// Opens (creating it if needed) the database file and brings its schema up to date.
    ///
    /// An existing file is first checked through a read-only connection (`PRAGMA quick_check`, that
    /// it is an Andora database, that this build knows all its migrations): a file refused with
    /// ``StoreError/unreadable(path:reason:)``, ``StoreError/corrupt(path:reason:)`` or
    /// ``StoreError/newerDatabase(path:migrations:)`` is never written to. `":memory:"` opens
    /// ``inMemory(clock:)``.
    public init(path: String, clock: @escaping @Sendable () -> Int64 = AppRuntime.wallClock) throws(StoreError) {
        if path == ":memory:" {
            self = .inMemory(clock: clock)
            return
        }
        do {
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: path) {
                try Self.inspectRecovering(path)
            }
            try self.init(DatabasePool(path: path), path: path, clock: clock)
        } catch {
            throw Self.openingError(error, path: path)
        }
    }

    /// A database that lives in memory only, for tests and `--database :memory:`.
    public static func inMemory(clock: @escaping @Sendable () -> Int64 = AppRuntime.wallClock) -> AppDatabase {
        // An in-memory queue and a fresh schema cannot fail to open.
        try! AppDatabase(DatabaseQueue(), path: ":memory:", clock: clock)
    }

    private init(_ writer: any DatabaseWriter, path: String, clock: @escaping @Sendable () -> Int64) throws {
        self.writer = writer
        self.path = path
        self.clock = clock
        // Set on the one writing connection, after GRDB's own WAL setup (which picks NORMAL itself).
        try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = \(Self.synchronous)") }
        try Self.migrator.migrate(writer)
    }

    /// Checks an existing file; first rolls back a transaction that a killed process left unfinished
    /// in a rollback journal (as the first release's files can hold), which a read-only connection
    /// cannot do: that is SQLite's own recovery to the last commit, which any opening would perform.
    private static func inspectRecovering(_ path: String) throws {
        do {
            try inspect(path)
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_READONLY_ROLLBACK {
            try DatabaseQueue(path: path).read { _ in }
            try inspect(path)
        }
    }

    /// Checks an existing file through a read-only connection, so that a file refused is never written.
    private static func inspect(_ path: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        try DatabaseQueue(path: path, configuration: configuration).read { db in
            let findings = try String.fetchAll(db, sql: "PRAGMA quick_check")
            guard findings == ["ok"] else {
                throw StoreError.corrupt(path: path, reason: findings.prefix(3).joined(separator: "; "))
            }
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
            guard tables.isEmpty || tables.contains("grdb_migrations") else {
                throw StoreError.unreadable(path: path, reason: "it is not an Andora database")
            }
            let unknown = try migrator.appliedIdentifiers(db).subtracting(migrator.migrations)
            guard unknown.isEmpty else {
                throw StoreError.newerDatabase(path: path, migrations: unknown.sorted())
            }
        }
    }

    /// The default file: `$XDG_DATA_HOME/andora/andora.sqlite`, else `~/.local/share/andora/andora.sqlite`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return dataHome + "/andora/andora.sqlite"
    }

    private static func openingError(_ error: any Error, path: String) -> StoreError {
        switch error {
        case let error as StoreError: error
        case let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT:
            .corrupt(path: path, reason: reason(error))
        default: .unreadable(path: path, reason: reason(error))
        }
    }

    /// A short human reason from an underlying error.
    static func reason(_ error: any Error) -> String {
        switch error {
        case let error as DatabaseError: error.message ?? error.resultCode.description
        case let error as DecodingError: describe(error)
        case is CancellationError: "the task was cancelled"
        default: "\(error)"
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
