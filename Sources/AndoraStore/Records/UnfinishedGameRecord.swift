import GRDB

/// A row of `unfinishedGame`: the game "Resume" restores, as JSON of `SavedGame`; at most one a profile.
package struct UnfinishedGameRecord: Hashable, Sendable {
    var profileId: String
    var json: String
}

extension UnfinishedGameRecord: Codable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "unfinishedGame"
}
