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

    public func openMatchCount(seating profile: ProfileID) async throws -> Int {
        try await reading { connection in
            let rows = try await connection.run(#"""
                SELECT COUNT(*)::bigint FROM "match"
                    WHERE "isOpen" AND ("creatorProfileId" = \#(profile.rawValue) OR "guestProfileId" = \#(profile.rawValue))
                """#, logger: logger)
            return Int(try await Self.values(Int64.self, in: rows).first ?? 0)
        }
    }

    public func removeUnjoined(changedBefore time: Int64) async throws -> Int {
        try await writing { connection in
            let rows = try await connection.run(#"""
                WITH "gone" AS (DELETE FROM "match" WHERE "guestProfileId" IS NULL AND "updatedAt" < \#(time) RETURNING 1)
                SELECT COUNT(*)::bigint FROM "gone"
                """#, logger: logger)
            return Int(try await Self.values(Int64.self, in: rows).first ?? 0)
        }
    }

    /// Upserts the match and adds the game it ended to each player's history in one transaction.
    public func commit(_ match: Match, ended: [ProfileID: PlayedGame]) async throws {
        let update = MatchUpdate(match, ended: ended)
        try await writing { connection in try await self.store(update, on: connection) }
    }

    /// Locks the match's row (`SELECT … FOR UPDATE`) for the transaction: a change by any other
    /// server waits for it, then reads what it stored.
    public func update(
        _ code: MatchCode, _ change: @escaping @Sendable (Match) throws(MatchRefusal) -> MatchUpdate?
    ) async throws -> Match? {
        try await writing { connection -> Result<Match?, MatchRefusal> in
            let rows = try await connection.run(
                #"SELECT row_to_json(m)::text FROM "match" m WHERE "code" = \#(code.rawValue) FOR UPDATE"#, logger: self.logger)
            guard let match = try await Self.records(MatchRecord.self, in: rows).first?.match() else { return .success(nil) }
            let decided = Result { () throws(MatchRefusal) in try change(match) }
            guard case .success(let update?) = decided else { return decided.map { _ in match } }
            try await self.store(update, on: connection)
            return .success(update.match)
        }.get()
    }

    /// Upserts the match, adds the game it ended to each player's history (profiles locked in the
    /// order of their ids, so that two commits never wait for each other), and tells every server
    /// listening (``news()``) once the transaction commits.
    private func store(_ update: MatchUpdate, on connection: PostgresConnection) async throws {
        let record = try StoredJSON.text(of: try MatchRecord(update.match))
        try await connection.run(
            #"""
            INSERT INTO "match" SELECT * FROM jsonb_populate_record(NULL::"match", \#(record)::jsonb)
            ON CONFLICT ("code") DO UPDATE SET "creatorProfileId" = excluded."creatorProfileId",
                "guestProfileId" = excluded."guestProfileId", "isOpen" = excluded."isOpen",
                "updatedAt" = excluded."updatedAt", "json" = excluded."json"
            """#, logger: logger)
        for (profile, game) in update.ended.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            try await apply([.gameEnded(game)], for: profile, on: connection)
        }
        try await connection.run(
            #"SELECT pg_notify(\#(Self.newsChannel), \#(Self.payload(of: .changed(update.match.code))))"#, logger: logger)
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
