import AndoraApp
import GRDB

/// What the history screen lists.
extension AppDatabase {
    /// The profile's finished and abandoned games, the latest first; `offset` skips that many.
    ///
    /// Throws ``StoreError/corruptRow(table:reason:)`` naming a row that does not make a game.
    public func playedGames(of id: ProfileID, limit: Int, offset: Int = 0) async throws(StoreError) -> [PlayedGame] {
        let records = try await reading { db in
            try PlayedGameRecord
                .filter(Column("profileId") == id.rawValue)
                .order(Column("endedAt").desc, Column("id").desc)
                .limit(limit, offset: offset)
                .fetchAll(db)
        }
        return try records.map { record throws(StoreError) in try record.playedGame() }
    }

    /// How many games the profile has finished or abandoned.
    public func playedGameCount(of id: ProfileID) async throws(StoreError) -> Int {
        try await reading { db in try PlayedGameRecord.filter(Column("profileId") == id.rawValue).fetchCount(db) }
    }

    /// How many profiles are stored.
    public func profileCount() async throws(StoreError) -> Int {
        try await reading { db in try ProfileRecord.fetchCount(db) }
    }
}
