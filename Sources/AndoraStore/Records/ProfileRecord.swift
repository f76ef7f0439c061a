import GRDB

/// A row of `profile`: one player's options (JSON of `Options`), where they were, how far they got
/// in the tutorial, and their puzzles.
package struct ProfileRecord: Hashable, Sendable {
    var id: String
    var options: String
    var place: String
    /// `NULL` until the tutorial is opened or declined.
    var tutorialStep: Int?
    var tutorialFinished: Bool
    /// The puzzle book (JSON of `PuzzleBook`); `NULL` until the player solves, tries or is given one.
    var puzzles: String?
    /// Milliseconds since 1970 (UTC).
    var createdAt: Int64
    var updatedAt: Int64
}

extension ProfileRecord: Codable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "profile"
}
