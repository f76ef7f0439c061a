import AndoraHost
import AndoraModel
@testable import AndoraPostgres
@testable import AndoraStore
import Foundation
import GRDB
import PostgresNIO

/// A store under test, with what tests need beyond the store's interface: opening it again, and
/// SQL that reads or changes its rows behind its back. SQL is written so both read it alike
/// (quoted names, `CAST(… AS TEXT)` for every column read).
struct TestStore: Sendable {
    let kind: StoreKind
    /// The file or the database URL.
    let location: String
    let clock: @Sendable () -> Int64
    private let opened: Opened

    private enum Opened {
        case sqlite(AppDatabase)
        case postgres(PostgresStore)
    }

    init(_ kind: StoreKind, at location: String, clock: @escaping @Sendable () -> Int64) async throws {
        self.kind = kind
        self.location = location
        self.clock = clock
        opened = switch kind {
        case .sqlite: .sqlite(try AppDatabase(path: location, clock: clock))
        case .postgres: .postgres(try await PostgresStore.open(try PostgresURL(location), clock: clock))
        }
    }

    /// The store, as the runtime and the match hall use it.
    var store: any ProfileStore & MatchStore {
        switch opened {
        case .sqlite(let database): database
        case .postgres(let postgres): postgres
        }
    }

    /// The same data through a new store, as after a restart of the server.
    func reopened() async throws -> TestStore {
        try await TestStore(kind, at: location, clock: clock)
    }

    /// The profile's played games on the history's first page, the latest first.
    func played(by id: ProfileID) async throws -> [PlayedGame] {
        try await store.history(of: id, HistoryQuery()).entries.map(\.game)
    }

    /// Runs `body` while another connection holds the store's write lock (SQLite's, or an
    /// exclusive lock on PostgreSQL's played games), as a long backup would.
    func whileWriting<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        switch opened {
        case .sqlite:
            // The lock is held by a thread of its own, which waits to be released inside the transaction.
            let writer = try DatabaseQueue(path: location)
            let release = DispatchSemaphore(value: 0)
            defer { release.signal() }
            await withCheckedContinuation { (locked: CheckedContinuation<Void, Never>) in
                Thread {
                    try? writer.inTransaction(.immediate) { _ in
                        locked.resume()
                        release.wait()
                        return .commit
                    }
                }.start()
            }
            return try await body()
        case .postgres(let postgres):
            return try await postgres.client.withConnection { connection in
                _ = try await connection.run("BEGIN", logger: postgres.logger)
                _ = try await connection.run(#"LOCK TABLE "playedGame" IN EXCLUSIVE MODE"#, logger: postgres.logger)
                let result = try await body()
                _ = try await connection.run("COMMIT", logger: postgres.logger)
                return result
            }
        }
    }

    /// Runs one statement outside the store.
    func execute(_ sql: String) async throws {
        _ = try await texts(sql)
    }

    /// The rows of a query whose every column is text or `NULL`.
    func texts(_ sql: String) async throws -> [[String?]] {
        switch opened {
        case .sqlite(let database):
            try await database.writer.write { db in
                try Row.fetchAll(db, sql: sql).map { row in (0..<row.count).map { row[$0] as String? } }
            }
        case .postgres(let postgres):
            try await postgres.client.withConnection { connection in
                var rows: [[String?]] = []
                for try await row in try await connection.run(PostgresQuery(unsafeSQL: sql), logger: postgres.logger) {
                    rows.append(try row.map { try $0.decode(String?.self) })
                }
                return rows
            }
        }
    }

    /// Makes every insert into the table fail with the message `refused`, as a full disk or a
    /// broken connection would fail a write midway.
    func refuseInserts(into table: String) async throws {
        switch kind {
        case .sqlite:
            try await execute(#"CREATE TRIGGER "refuse" BEFORE INSERT ON "\#(table)" BEGIN SELECT RAISE(ABORT, 'refused'); END"#)
        case .postgres:
            try await execute(#"""
                CREATE FUNCTION "refuse"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$
                """#)
            try await execute(#"CREATE TRIGGER "refuse" BEFORE INSERT ON "\#(table)" FOR EACH ROW EXECUTE FUNCTION "refuse"()"#)
        }
    }
}
