import AndoraHost
import AndoraModel
import AndoraStore
import PostgresNIO

/// Matches in PostgreSQL, as in SQLite (docs/STORE.md): a row of `match` each, and the games they
/// end as rows of `playedGame` of both players, in the same transaction.
extension PostgresStore: MatchStore {
    public func match(_ code: MatchCode) async throws -> Match? {
        try await matches(#"WHERE "code" = \#(code.rawValue)"#).first
    }

    public func openMatch(seating profile: ProfileID) async throws -> Match? {
        try await matches(#"""
            WHERE "isOpen" AND ("creatorProfileId" = \#(profile.rawValue) OR "guestProfileId" = \#(profile.rawValue))
            ORDER BY "updatedAt" DESC LIMIT 1
            """#).first
    }

    public func openMatches() async throws -> [Match] {
        try await matches(#"WHERE "isOpen""#)
    }

    /// Upserts the match and adds the game it ended to each player's history in one transaction;
    /// profiles are locked in the order of their ids, so that two commits never wait for each other.
    public func commit(_ match: Match, ended: [ProfileID: PlayedGame]) async throws {
        let record = try StoredJSON.text(of: try MatchRecord(match))
        try await writing { connection in
            try await connection.run(
                #"""
                INSERT INTO "match" SELECT * FROM jsonb_populate_record(NULL::"match", \#(record)::jsonb)
                ON CONFLICT ("code") DO UPDATE SET "creatorProfileId" = excluded."creatorProfileId",
                    "guestProfileId" = excluded."guestProfileId", "isOpen" = excluded."isOpen",
                    "updatedAt" = excluded."updatedAt", "json" = excluded."json"
                """#, logger: self.logger)
            for (profile, game) in ended.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                try await self.apply([.gameEnded(game)], for: profile, on: connection)
            }
        }
    }

    /// The matches of the rows that `filter` (the query's end, after `FROM "match" m`) selects.
    private func matches(_ filter: PostgresQuery) async throws -> [Match] {
        let query = PostgresQuery(unsafeSQL: #"SELECT row_to_json(m)::text FROM "match" m "# + filter.sql, binds: filter.binds)
        let records = try await reading { connection in
            try await Self.records(MatchRecord.self, in: try await connection.run(query, logger: self.logger))
        }
        return try records.map { record throws(StoreError) in try record.match() }
    }
}
