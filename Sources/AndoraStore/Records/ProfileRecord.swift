import GRDB

/// A row of `profile`: one player's options (JSON of `Options`) and where they were.
struct ProfileRecord: Hashable, Sendable {
    var id: String
    var options: String
    var place: String
    /// Milliseconds since 1970 (UTC).
    var createdAt: Int64
    var updatedAt: Int64
}

extension ProfileRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "profile"
}
