import AndoraModel
import GRDB

/// A row of `match`: a match between two devices as JSON of `Match`, with the columns that find a
/// profile's open match and the open matches to sweep.
package struct MatchRecord: Hashable, Sendable {
    var code: String
    var creatorProfileId: String
    var guestProfileId: String?
    var isOpen: Bool
    var updatedAt: Int64
    var json: String
}

extension MatchRecord {
    /// The row of a match.
    package init(_ match: Match) throws {
        self.init(
            code: match.code.rawValue, creatorProfileId: match.seats[0].profile.rawValue,
            guestProfileId: match.seats.dropFirst().first?.profile.rawValue, isOpen: match.isOpen,
            updatedAt: match.updatedAt, json: try StoredJSON.text(of: match))
    }

    /// The match the row holds; throws ``StoreError/corruptRow(table:reason:)`` if its JSON does not read.
    package func match() throws(StoreError) -> Match {
        do {
            return try StoredJSON.value(Match.self, from: json)
        } catch {
            throw .corruptRow(table: "match", reason: "match \(code): \(error)")
        }
    }
}

extension MatchRecord: Codable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "match"
}
