import AndoraTestSupport
import Foundation
import Testing

/// The stores every behavioural store test runs on: SQLite, and PostgreSQL on the tests' own server
/// (``TestPostgres``).
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    /// Both, unless PostgreSQL's server is missing outside CI: then SQLite alone, and a note on
    /// standard error says so (under CI, PostgreSQL's cases run and fail, naming what is missing).
    static let tested: [StoreKind] = {
        guard let note = TestPostgres.skipNote else { return allCases }
        FileHandle.standardError.write(Data((note + "\n").utf8))
        return [.sqlite]
    }()

    var testDescription: String { rawValue }

    /// A fresh, empty store of this kind.
    func open(clock: @escaping @Sendable () -> Int64 = { Samples.start }) async throws -> TestStore {
        switch self {
        case .sqlite: try await TestStore(.sqlite, at: TestFiles.directory().appendingPathComponent("andora.sqlite").path, clock: clock)
        case .postgres: try await TestStore(.postgres, at: TestPostgres.freshDatabase(), clock: clock)
        }
    }
}
