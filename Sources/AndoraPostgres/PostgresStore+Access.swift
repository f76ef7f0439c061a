import AndoraHost
import AndoraStore
import PostgresNIO

/// Every database access goes through these, so that failures become errors naming the database.
extension PostgresStore {
    /// Runs `body` on a connection of the pool, outside any transaction.
    func reading<T: Sendable>(_ body: @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        do {
            return try await client.withConnection(body)
        } catch {
            throw failure(error) { .readFailed(url: url.description, reason: $0) }
        }
    }

    /// Runs `body` in one transaction and returns once it is committed.
    func writing<T: Sendable>(_ body: @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        do {
            return try await client.withConnection { connection in
                try await Self.transaction(on: connection, logger: logger) { try await body($0) }
            }
        } catch {
            throw failure(error) { .writeFailed(url: url.description, reason: $0) }
        }
    }

    /// An error of the store's own as it is, any other as `wrapped` with its reason.
    private func failure(_ error: any Error, _ wrapped: (String) -> PostgresStoreError) -> any Error {
        switch error {
        case is StoreError, is PostgresStoreError, is ProfileChangedElsewhere: error
        default: wrapped(Self.reason(error))
        }
    }

    /// Each row's only column, a JSON text of a record (`row_to_json`), read as the record.
    static func records<Record: Decodable>(_ type: Record.Type, in rows: PostgresRowSequence) async throws -> [Record] {
        try await values(String.self, in: rows).map { try StoredJSON.value(Record.self, from: $0) }
    }

    /// Each row's only column.
    static func values<Value: PostgresDecodable & Sendable>(_ type: Value.Type, in rows: PostgresRowSequence) async throws -> [Value] {
        var values: [Value] = []
        for try await value in rows.decode(Value.self) {
            values.append(value)
        }
        return values
    }
}

extension PostgresConnection {
    /// Runs a statement whose interpolated values are bound as parameters. Taking a
    /// `PostgresQuery` only, it never picks PostgresNIO's older overload for plain text, which
    /// answers a future that `await` would not wait for.
    @discardableResult
    func run(_ query: PostgresQuery, logger: Logger) async throws -> PostgresRowSequence {
        try await self.query(query, logger: logger)
    }
}
