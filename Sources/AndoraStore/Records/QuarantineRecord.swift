import GRDB

/// A row of `quarantine`: a stored text that could not be read back, kept exactly as it was so that
/// nothing a player did is lost (a later version, or a person, may still read it).
struct QuarantineRecord: Hashable, Sendable {
    var id: Int64?
    var profileId: String
    /// Where the text was, as `table.column`.
    var source: String
    var content: String
    /// Why it could not be read.
    var reason: String
    /// Milliseconds since 1970 (UTC).
    var movedAt: Int64
}

extension QuarantineRecord: Codable, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "quarantine"

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
