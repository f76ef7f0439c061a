import AndoraHost
import AndoraModel
import AndoraStore
import PostgresNIO

/// What the history and statistics screens list, and backups merged in, as in SQLite.
extension PostgresStore {
    /// A page of the profile's games in the query's order, with how many match its filter, read in
    /// one statement (so from one snapshot).
    public func history(of id: ProfileID, _ query: HistoryQuery) async throws -> HistoryPage {
        let ordering = PlayedGameRecord.ordering(query.sort)
        let (mode, result) = (query.mode?.rawValue, query.result.map(PlayedGameRecord.result(of:)))
        let (records, total) = try await reading { connection in
            // One row per game of the page with the count of all that match, or one row with the
            // count alone when the page is empty.
            let rows = try await connection.run(
                #"""
                WITH found AS (
                    SELECT * FROM "playedGame" WHERE "profileId" = \#(id.rawValue)
                        AND (\#(mode)::text IS NULL OR "mode" = \#(mode))
                        AND (\#(result)::text IS NULL OR "result" = \#(result))),
                page AS (SELECT * FROM found ORDER BY \#(unescaped: ordering) LIMIT \#(HistoryQuery.pageSize) OFFSET \#(query.offset))
                SELECT (SELECT count(*) FROM found), row_to_json(page)::text
                FROM (SELECT) AS one LEFT JOIN page ON TRUE ORDER BY \#(unescaped: ordering)
                """#, logger: logger)
            var records: [PlayedGameRecord] = []
            var total = 0
            for try await (count, text) in rows.decode((Int64, String?).self) {
                total = Int(count)
                if let text { records.append(try StoredJSON.value(PlayedGameRecord.self, from: text)) }
            }
            return (records, total)
        }
        let entries = try records.map { record throws(StoreError) in
            HistoryEntry(id: record.id ?? 0, game: try record.playedGame())
        }
        return HistoryPage(entries: entries, total: total)
    }

    /// Every played game of the profile in the order they ended, from the columns statistics need.
    public func summaries(of id: ProfileID) async throws -> [GameSummary] {
        let columns = GameSummaryRecord.columns.map { "\"\($0)\"" }.joined(separator: ", ")
        let records = try await reading { connection in
            try await Self.records(
                GameSummaryRecord.self,
                in: try await connection.run(
                    #"""
                    SELECT row_to_json(g)::text FROM (SELECT \#(unescaped: columns) FROM "playedGame"
                        WHERE "profileId" = \#(id.rawValue) ORDER BY "endedAt", "id") g
                    """#, logger: logger))
        }
        return try records.map { record throws(StoreError) in try record.summary() }
    }

    /// Looks the incoming games up by when they ended and adds those the history lacks, in one
    /// transaction; the profile's row, locked by the first statement, keeps a second backup of the
    /// same profile waiting until this one is committed, so the two cannot both add the same game.
    public func mergePlayedGames(_ games: [PlayedGame], into id: ProfileID, keepingAtMost limit: Int) async throws -> Int {
        let held: Int? = try await writing { connection in
            try await self.apply([], for: id, on: connection)
            var known = Set(try await Self.records(
                PlayedGameRecord.self,
                in: try await connection.run(
                    #"""
                    SELECT row_to_json(g)::text FROM "playedGame" g
                    WHERE "profileId" = \#(id.rawValue) AND "endedAt" = ANY(\#(Array(Set(games.map { $0.endedAt }))))
                    """#, logger: self.logger)
            ).map { record throws(StoreError) in try record.playedGame() })
            let new = games.filter { known.insert($0).inserted }
            let held = try await Self.values(
                Int64.self,
                in: try await connection.run(#"SELECT count(*) FROM "playedGame" WHERE "profileId" = \#(id.rawValue)"#, logger: self.logger)
            ).first.map(Int.init) ?? 0
            guard held + new.count <= limit else { return nil }
            for game in new {
                try await connection.run(try Self.insertion(of: game, for: id), logger: self.logger)
            }
            return held + new.count
        }
        guard let held else { throw HistoryFull(limit: limit) }
        return held
    }

    public func playedGames(of id: ProfileID, after cursor: PlayedGameCursor?, count: Int) async throws -> PlayedGamesPage {
        let records = try await reading { connection in
            try await Self.records(
                PlayedGameRecord.self,
                in: try await connection.run(
                    #"""
                    SELECT row_to_json(g)::text FROM "playedGame" g WHERE "profileId" = \#(id.rawValue)
                        AND (\#(cursor?.endedAt)::bigint IS NULL OR ("endedAt", "id") > (\#(cursor?.endedAt), \#(cursor?.row)))
                    ORDER BY "endedAt", "id" LIMIT \#(count)
                    """#, logger: logger))
        }
        return PlayedGamesPage(try records.map { record throws(StoreError) in HistoryEntry(id: record.id ?? 0, game: try record.playedGame()) }, count: count)
    }

    public func playedGames(of id: ProfileID, inMatch code: MatchCode) async throws -> [PlayedGame] {
        try await reading { connection in try await self.playedGames(of: id, inMatch: code, on: connection) }
    }

    /// The profile's played games (of the match `code` only, if given) in the order they ended.
    private func playedGames(of id: ProfileID, inMatch code: MatchCode? = nil, on connection: PostgresConnection) async throws -> [PlayedGame] {
        try await Self.records(
            PlayedGameRecord.self,
            in: try await connection.run(
                #"""
                SELECT row_to_json(g)::text FROM "playedGame" g WHERE "profileId" = \#(id.rawValue)
                    AND (\#(code?.rawValue)::text IS NULL OR "matchCode" = \#(code?.rawValue)) ORDER BY "endedAt", "id"
                """#, logger: logger)
        ).map { record throws(StoreError) in try record.playedGame() }
    }
}
