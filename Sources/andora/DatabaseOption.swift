import AndoraHost
import AndoraPostgres
import AndoraStore

/// What `--database` names: a SQLite file by its path, or a PostgreSQL database by its URL
/// (`postgres://` or `postgresql://`, docs/STORE.md).
enum DatabaseOption {
    case sqlite(path: String)
    case postgres(PostgresURL)

    /// Reads `--database`; without one, the default SQLite file. A value that starts like a URL is
    /// one, and must be PostgreSQL's: it never becomes a folder named `postgres:`.
    init(_ value: String?) throws(PostgresStoreError) {
        guard let value else {
            self = .sqlite(path: AppDatabase.defaultPath())
            return
        }
        self = PostgresURL.isURL(value) ? .postgres(try PostgresURL(value)) : .sqlite(path: value)
    }

    /// Opens (creating or migrating it if needed) the store.
    func open() async throws -> any ProfileStore & MatchStore {
        switch self {
        case .sqlite(let path): try AppDatabase(path: path)
        case .postgres(let url): try await PostgresStore.open(url)
        }
    }

    /// The SQLite file, for a command that keeps its data in one only.
    func sqlitePath(for command: String) throws(DatabaseOptionError) -> String {
        switch self {
        case .sqlite(let path): path
        case .postgres(let url): throw .fileOnly(command: command, url: url.description)
        }
    }
}

/// A `--database` a command cannot use.
enum DatabaseOptionError: Error, CustomStringConvertible {
    /// The command keeps its data in a SQLite file only.
    case fileOnly(command: String, url: String)

    var description: String {
        switch self {
        case .fileOnly(let command, let url):
            "andora \(command) keeps its games in a SQLite file: --database takes a file path here, not the URL \(url)."
        }
    }
}
