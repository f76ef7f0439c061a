/// Why the store could not do what was asked; the message names the file and says what to do.
public enum StoreError: Error, Hashable, Sendable {
    /// The database file cannot be opened or is not an Andora database; it was left untouched.
    case unreadable(path: String, reason: String)
    /// A stored row cannot be read back; it is ignored and replaced by the next save.
    case corruptRow(table: String, reason: String)
    /// Writing failed.
    case writeFailed(path: String, reason: String)
}

extension StoreError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot open the database \(path): \(reason). The file was left unchanged; "
                + "move it away or choose another file with --database PATH."
        case .corruptRow(let table, let reason):
            "the stored \(table) could not be read (\(reason)); it is ignored."
        case .writeFailed(let path, let reason):
            "cannot write to the database \(path): \(reason)."
        }
    }
}
