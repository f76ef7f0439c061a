import GRDB

/// A row of `profile`: one player's options (JSON of `Options`), where they were, and how far they
/// got in the tutorial.
package struct ProfileRecord: Hashable, Sendable {
    var id: String
    var options: String
    var place: String
    /// `NULL` until the tutorial is opened or declined.
    var tutorialStep: Int?
    var tutorialFinished: Bool
    /// Milliseconds since 1970 (UTC).
    var createdAt: Int64
    var updatedAt: Int64
}

extension ProfileRecord: Codable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "profile"
}
