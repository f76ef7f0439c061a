import GRDB

/// A row of `match`: a match between two devices as JSON of `Match`, with the columns that find a
/// profile's open match and the open matches to sweep.
struct MatchRecord: Hashable, Sendable {
    var code: String
    var creatorProfileId: String
    var guestProfileId: String?
    var isOpen: Bool
    var updatedAt: Int64
    var json: String
}

extension MatchRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "match"
}
