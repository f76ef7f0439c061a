import GRDB

/// Every database access goes through these, so that failures become ``StoreError``s naming the file.
extension AppDatabase {
    /// Reads from a snapshot, without waiting for writers (WAL), and without blocking a thread of
    /// the cooperative pool.
    func reading<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(StoreError) -> T {
        do {
            return try await writer.read(body)
        } catch {
            throw failure(error, reading: true)
        }
    }

    /// Runs `body` in one transaction and returns once it is committed; waits for other writes
    /// without blocking a thread of the cooperative pool.
    func writing<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(StoreError) -> T {
        do {
            return try await writer.write(body)
        } catch {
            throw failure(error, reading: false)
        }
    }

    private func failure(_ error: any Error, reading: Bool) -> StoreError {
        if let error = error as? StoreError { return error }
        return reading
            ? .unreadable(path: path, reason: Self.reason(error))
            : .writeFailed(path: path, reason: Self.reason(error))
    }
}
