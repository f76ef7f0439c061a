import AndoraHost
import AndoraStore
import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO

/// The app's store in a PostgreSQL database (docs/STORE.md, "PostgreSQL"): the tables, rows and JSON
/// texts of ``AppDatabase``'s SQLite file, for a server whose data lives in a database server.
///
/// Connections come from a pool that runs as long as the store lives. A write is one transaction and
/// returns once it is committed; reads never wait for writes (PostgreSQL's snapshots).
public final class PostgresStore: Sendable {
    /// Where the data lives.
    public let url: PostgresURL
    let client: PostgresClient
    let logger: Logger
    /// Now in milliseconds since 1970 (UTC), for the times the rows keep.
    let clock: @Sendable () -> Int64
    private let running: Task<Void, Never>

    /// Connects to the database and brings its schema up to date (``PostgresMigrations``).
    ///
    /// Throws ``PostgresStoreError/unreachable(url:reason:)`` when no connection can be made, and
    /// refuses a database of another program or of a newer Andora without changing it.
    public static func open(
        _ url: PostgresURL, clock: @escaping @Sendable () -> Int64 = AppRuntime.wallClock,
        logger: Logger = Logger(label: "andora.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
    ) async throws(PostgresStoreError) -> PostgresStore {
        // Something else listening there would keep the connection waiting its whole timeout.
        if await PostgresProbe.probe(host: url.host, port: url.port) == .somethingElse {
            throw .notPostgres(url: url.description)
        }
        // A pool retries a connection that fails instead of failing the query, so the first one is
        // made by hand: an unreachable database is an error at once, not a server that hangs.
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(
                configuration: connectionConfiguration(url), id: 0, logger: logger)
        } catch {
            throw .unreachable(url: url.description, reason: reason(error))
        }
        do {
            try await migrate(on: connection, url: url, clock: clock, logger: logger)
            try await connection.close()
        } catch {
            try? await connection.close()
            throw error as? PostgresStoreError ?? .writeFailed(url: url.description, reason: reason(error))
        }
        return PostgresStore(url: url, clock: clock, logger: logger)
    }

    private init(url: PostgresURL, clock: @escaping @Sendable () -> Int64, logger: Logger) {
        self.url = url
        self.clock = clock
        self.logger = logger
        let client = PostgresClient(
            configuration: PostgresClient.Configuration(
                host: url.host, port: url.port, username: url.username, password: url.password, database: url.database,
                tls: .disable),
            backgroundLogger: logger)
        self.client = client
        running = Task { await client.run() }
    }

    deinit {
        running.cancel()
    }

    private static func connectionConfiguration(_ url: PostgresURL) -> PostgresConnection.Configuration {
        var configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.username, password: url.password, database: url.database,
            tls: .disable)
        configuration.options.connectTimeout = .seconds(10)
        return configuration
    }

    /// Applies the migrations the database lacks, in one transaction that holds an advisory lock, so
    /// that two servers starting at once migrate once.
    private static func migrate(
        on connection: PostgresConnection, url: PostgresURL, clock: @Sendable () -> Int64, logger: Logger
    ) async throws {
        try await transaction(on: connection, logger: logger) { connection in
            try await connection.run("SELECT pg_advisory_xact_lock(\(migrationLock))", logger: logger)
            let tables = try await values(String.self, in: try await connection.run(
                "SELECT table_name::text FROM information_schema.tables WHERE table_schema = current_schema()", logger: logger))
            guard tables.isEmpty || tables.contains("andora_migrations") else { throw PostgresStoreError.notAndora(url: url.description) }
            try await connection.run(
                #"CREATE TABLE IF NOT EXISTS "andora_migrations" ("identifier" TEXT PRIMARY KEY, "appliedAt" BIGINT NOT NULL)"#,
                logger: logger)
            let applied = Set(try await values(String.self, in: try await connection.run(
                #"SELECT "identifier" FROM "andora_migrations""#, logger: logger)))
            let unknown = applied.subtracting(PostgresMigrations.all.map(\.identifier))
            guard unknown.isEmpty else { throw PostgresStoreError.newerDatabase(url: url.description, migrations: unknown.sorted()) }
            for migration in PostgresMigrations.all where !applied.contains(migration.identifier) {
                for statement in migration.statements {
                    try await connection.run(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.run(
                    #"INSERT INTO "andora_migrations" ("identifier", "appliedAt") VALUES (\#(migration.identifier), \#(clock()))"#,
                    logger: logger)
            }
        }
    }

    /// The key of the advisory lock migrations hold ("andora" in ASCII).
    private static let migrationLock: Int64 = 0x616E_646F_7261

    /// Runs `body` in one transaction and returns once it is committed; an error `body` throws comes
    /// out as it was (PostgresNIO wraps it).
    static func transaction<T>(
        on connection: PostgresConnection, logger: Logger, _ body: (PostgresConnection) async throws -> sending T
    ) async throws -> sending T {
        do {
            return try await connection.withTransaction(logger: logger, body)
        } catch let error as PostgresTransactionError {
            throw error.closureError ?? error.beginError ?? error.commitError ?? error
        }
    }

    /// A short human reason from an underlying error.
    static func reason(_ error: any Error) -> String {
        switch error {
        case let error as PostgresTransactionError:
            reason(error.closureError ?? error.beginError ?? error.commitError ?? error.rollbackError ?? CancellationError())
        case let error as PSQLError:
            if let message = error.serverInfo?[.message] {
                message
            } else if let underlying = error.underlying {
                reason(underlying)
            } else {
                error.code.description
            }
        case let error as NIOConnectionError:
            error.connectionErrors.map { "\($0.target): \(reason($0.error))" }.joined(separator: "; ")
        case let error as IOError: String(cString: strerror(error.errnoCode))
        case is CancellationError: "the task was cancelled"
        default: "\(error)"
        }
    }
}
