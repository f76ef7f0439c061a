import AndoraHost
import AndoraModel
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

    public func history(of id: ProfileID, _ query: HistoryQuery) async throws -> HistoryPage {
        let (records, total) = try await reading { db in
            let found = PlayedGameRecord.filter(Column("profileId") == id.rawValue)
                .filter(query.mode.map { Column("mode") == $0.rawValue } ?? true)
                .filter(query.result.map { Column("result") == PlayedGameRecord.result(of: $0) } ?? true)
            return (try found.order(sql: PlayedGameRecord.ordering(query.sort)).limit(HistoryQuery.pageSize, offset: query.offset).fetchAll(db),
                    try found.fetchCount(db))
        }
        let entries = try records.map { record throws(StoreError) in
            HistoryEntry(id: record.id ?? 0, game: try record.playedGame())
        }
        return HistoryPage(entries: entries, total: total)
    }

    public func playedGames(of id: ProfileID, inMatch code: MatchCode) async throws -> [PlayedGame] {
        try await reading { db in try Self.playedGames(of: id, inMatch: code, in: db) }
    }

    /// Looks the incoming games up by when they ended and adds those the history lacks, in one
    /// write transaction, so two backups at once cannot both add the same game.
    public func mergePlayedGames(_ games: [PlayedGame], into id: ProfileID, keepingAtMost limit: Int) async throws -> Int {
        let held: Int? = try await writing { db in
            let mine = PlayedGameRecord.filter(Column("profileId") == id.rawValue)
            var known = Set(try mine.filter(Set(games.map { $0.endedAt }).contains(Column("endedAt"))).fetchAll(db)
                .map { record throws(StoreError) in try record.playedGame() })
            let new = games.filter { known.insert($0).inserted }
            let held = try mine.fetchCount(db)
            guard held + new.count <= limit else { return nil }
            try self.apply([], for: id, in: db)
            for game in new {
                var record = PlayedGameRecord(game, of: id)
                try record.insert(db)
            }
            return held + new.count
        }
        guard let held else { throw HistoryFull(limit: limit) }
        return held
    }

    public func playedGames(of id: ProfileID, after cursor: PlayedGameCursor?, count: Int) async throws -> PlayedGamesPage {
        let records = try await reading { db in
            var found = PlayedGameRecord.filter(Column("profileId") == id.rawValue)
            if let cursor { found = found.filter(sql: "(endedAt, id) > (?, ?)", arguments: [cursor.endedAt, cursor.row]) }
            return try found.order(Column("endedAt"), Column("id")).limit(count).fetchAll(db)
        }
        return PlayedGamesPage(try records.map { record throws(StoreError) in HistoryEntry(id: record.id ?? 0, game: try record.playedGame()) }, count: count)
    }

    /// The profile's played games (of the match `code` only, if given) in the order they ended.
    private static func playedGames(of id: ProfileID, inMatch code: MatchCode? = nil, in db: Database) throws -> [PlayedGame] {
        try PlayedGameRecord.filter(Column("profileId") == id.rawValue)
            .filter(code.map { Column("matchCode") == $0.rawValue } ?? true)
            .order(Column("endedAt"), Column("id"))
            .fetchAll(db)
            .map { record throws(StoreError) in try record.playedGame() }
    }

    public func summaries(of id: ProfileID) async throws -> [GameSummary] {
        let records = try await reading { db in
            try GameSummaryRecord
                .filter(Column("profileId") == id.rawValue)
                .order(Column("endedAt"), Column("id"))
                .fetchAll(db)
        }
        return try records.map { record throws(StoreError) in try record.summary() }
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
