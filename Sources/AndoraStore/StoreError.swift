/// Why the store could not do what was asked; the message names the file and says what to do.
public enum StoreError: Error, Hashable, Sendable {
    /// The database file cannot be opened or is not an Andora database; it was left untouched.
    case unreadable(path: String, reason: String)
    /// `PRAGMA quick_check` found the file damaged; it was left untouched.
    case corrupt(path: String, reason: String)
    /// The file was written by a newer Andora: it has schema migrations this build does not know.
    /// It was left untouched.
    case newerDatabase(path: String, migrations: [String])
    /// A part of a profile could not be read back; its text was moved to the `quarantine` table
    /// (row `quarantineID`) and the part starts afresh.
    case setAside(part: StoredPart, reason: String, quarantineID: Int64)
    /// A row of the history does not make a game; it is kept as it is.
    case corruptRow(table: String, reason: String)
    /// Writing failed; nothing of the transaction was stored.
    case writeFailed(path: String, reason: String)
}

extension StoreError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot open the database \(path): \(reason). The file was left unchanged; "
                + "move it away or choose another file with --database PATH."
        case .corrupt(let path, let reason):
            "the database \(path) is damaged (\(reason)). The file was left unchanged; "
                + "restore it from a backup or try `sqlite3 \(path) .recover`, "
                + "or move it away or choose another file with --database PATH."
        case .newerDatabase(let path, let migrations):
            "the database \(path) was written by a newer version of Andora (schema "
                + migrations.map { "“\($0)”" }.joined(separator: ", ")
                + " is unknown to this version). The file was left unchanged; "
                + "run the newer Andora, or choose another file with --database PATH."
        case .setAside(let part, let reason, let quarantineID):
            "the stored \(part) could not be read (\(reason)); it was kept aside "
                + "(row \(quarantineID) of the quarantine table) and starts afresh."
        case .corruptRow(let table, let reason):
            "a stored row of \(table) could not be read: \(reason)."
        case .writeFailed(let path, let reason):
            "cannot write to the database \(path): \(reason). The change was not stored."
        }
    }
}
