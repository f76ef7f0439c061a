import GRDB

/// A row of `unfinishedGame`: the game "Resume" restores, as JSON of `SavedGame`; at most one a profile.
struct UnfinishedGameRecord: Hashable, Sendable {
    var profileId: String
    var json: String
}

extension UnfinishedGameRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "unfinishedGame"
}
