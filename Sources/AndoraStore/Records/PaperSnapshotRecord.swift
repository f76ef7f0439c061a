import GRDB

/// A row of `paperSnapshot`: the pencil & paper sheet and scoreboard, as JSON of `PaperSnapshot`.
package struct PaperSnapshotRecord: Hashable, Sendable {
    var profileId: String
    var json: String
}

extension PaperSnapshotRecord: Codable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "paperSnapshot"
}
