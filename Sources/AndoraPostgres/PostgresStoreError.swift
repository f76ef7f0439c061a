/// Why the PostgreSQL store could not do what was asked; the message names the database (without
/// its password) and says what to do.
public enum PostgresStoreError: Error, Hashable, Sendable {
    /// `--database` starts like a PostgreSQL URL but is not one.
    case malformedURL(String, reason: String)
    /// No connection could be made (no server there, refused credentials, no such database).
    case unreachable(url: String, reason: String)
    /// Something listens at the URL's address but does not answer as PostgreSQL does.
    case notPostgres(url: String)
    /// The database holds tables but no `andora_migrations`: it belongs to another program. Left untouched.
    case notAndora(url: String)
    /// The database was migrated by a newer Andora: it has migrations this build does not know. Left untouched.
    case newerDatabase(url: String, migrations: [String])
    /// Reading failed.
    case readFailed(url: String, reason: String)
    /// Writing failed; nothing of the transaction was stored.
    case writeFailed(url: String, reason: String)
}

extension PostgresStoreError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .malformedURL(let text, let reason):
            "--database \(text) is not a PostgreSQL URL: \(reason); "
                + "write postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE, or give a file path for SQLite."
        case .unreachable(let url, let reason):
            "cannot connect to the database \(url): \(reason). Start the server, or check the URL given with --database."
        case .notPostgres(let url):
            "something answers at the address of \(url), but not as a PostgreSQL server does. Check the "
                + "host and port given with --database (PostgreSQL's is usually 5432)."
        case .notAndora(let url):
            "the database \(url) holds tables but is not an Andora database; it was left unchanged. "
                + "Choose another database with --database."
        case .newerDatabase(let url, let migrations):
            "the database \(url) was migrated by a newer version of Andora (schema "
                + migrations.map { "“\($0)”" }.joined(separator: ", ")
                + " is unknown to this version). It was left unchanged; run the newer Andora, "
                + "or choose another database with --database."
        case .readFailed(let url, let reason):
            "cannot read from the database \(url): \(reason)."
        case .writeFailed(let url, let reason):
            "cannot write to the database \(url): \(reason). The change was not stored."
        }
    }
}
