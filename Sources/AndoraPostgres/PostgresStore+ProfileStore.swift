import AndoraHost
import AndoraModel
import AndoraStore
import PostgresNIO

/// Profiles in PostgreSQL, as in SQLite (docs/STORE.md): options and place in `profile`, the
/// unfinished game and the pencil & paper sheet as JSON in their own tables, ended games as rows
/// of `playedGame`.
extension PostgresStore: SharedProfileStore {
    /// The stored profile, read without waiting for writers.
    ///
    /// A part whose text cannot be read back is moved to the `quarantine` table in one write
    /// transaction, starts afresh, and is named in ``StoredProfile/problems``.
    public func profile(_ id: ProfileID) async throws -> StoredProfile? {
        guard let rows = try await reading({ try await self.rows(of: id, on: $0, locking: false) }) else { return nil }
        let (profile, unreadable) = rows.decoded()
        if unreadable.isEmpty { return profile }
        return try await writing { try await self.setAside(id, on: $0) }
    }

    public func contains(_ id: ProfileID) async throws -> Bool {
        try await reading { connection in
            try await !Self.values(Int32.self, in: try await connection.run(
                #"SELECT 1 FROM "profile" WHERE "id" = \#(id.rawValue)"#, logger: self.logger)).isEmpty
        }
    }

    /// Runs `SELECT 1` on a connection of the pool; while the server is away, the pool waits for
    /// it (the caller sets a deadline).
    public func checkReachable() async throws {
        try await reading { connection in _ = try await connection.run("SELECT 1", logger: self.logger) }
    }

    /// Applies the changes in order in one transaction, creating the profile if needed, and
    /// returns once the transaction is committed; if it throws, nothing of the changes was stored.
    public func commit(_ changes: [StoreChange], for id: ProfileID) async throws {
        try await writing { try await self.apply(changes, for: id, on: $0) }
    }

    /// The profile's `version`, 0 when it has no row.
    public func version(of id: ProfileID) async throws -> Int64 {
        try await reading { connection in
            try await Self.values(Int64.self, in: try await connection.run(
                #"SELECT "version" FROM "profile" WHERE "id" = \#(id.rawValue)"#, logger: self.logger)).first ?? 0
        }
    }

    /// Applies the changes and counts the commit in one transaction; the profile's row, locked by
    /// the first statement, makes two servers' commits follow one another, and the second finds
    /// the version moved.
    public func commit(_ changes: [StoreChange], for id: ProfileID, expecting version: Int64) async throws -> Int64 {
        try await writing { connection in
            try await self.apply(changes, for: id, on: connection)
            let found = try await Self.values(Int64.self, in: try await connection.run(
                #"UPDATE "profile" SET "version" = "version" + 1 WHERE "id" = \#(id.rawValue) RETURNING "version" - 1"#,
                logger: self.logger)).first ?? 0
            guard found == version else { throw ProfileChangedElsewhere(profile: id, expected: version, found: found) }
            return version + 1
        }
    }

    /// The profile's rows, read in one statement (so from one snapshot); `locking` holds the
    /// profile's row until the transaction ends.
    func rows(of id: ProfileID, on connection: PostgresConnection, locking: Bool) async throws -> ProfileRows? {
        let rows = try await connection.run(
            #"""
            SELECT row_to_json(p)::text,
                (SELECT row_to_json(u)::text FROM "unfinishedGame" u WHERE u."profileId" = p."id"),
                (SELECT row_to_json(s)::text FROM "paperSnapshot" s WHERE s."profileId" = p."id"),
                EXISTS (SELECT 1 FROM "playedGame" g WHERE g."profileId" = p."id")
            FROM "profile" p WHERE p."id" = \#(id.rawValue) \#(unescaped: locking ? "FOR UPDATE OF p" : "")
            """#, logger: logger)
        for try await (profile, game, paper, hasPlayedGames) in rows.decode((String, String?, String?, Bool).self) {
            return ProfileRows(
                profile: try StoredJSON.value(ProfileRecord.self, from: profile),
                game: try game.map { try StoredJSON.value(UnfinishedGameRecord.self, from: $0) },
                paper: try paper.map { try StoredJSON.value(PaperSnapshotRecord.self, from: $0) },
                hasPlayedGames: hasPlayedGames)
        }
        return nil
    }

    /// Reads the profile again, its row locked, and moves every text that cannot be read to the
    /// quarantine table, leaving its part at the default; the profile with its problems named.
    private func setAside(_ id: ProfileID, on connection: PostgresConnection) async throws -> StoredProfile? {
        guard let rows = try await rows(of: id, on: connection, locking: true) else { return nil }
        var (profile, unreadable) = rows.decoded()
        for text in unreadable {
            let kept = try await Self.values(Int64.self, in: try await connection.run(
                #"""
                INSERT INTO "quarantine" ("profileId", "source", "content", "reason", "movedAt")
                VALUES (\#(id.rawValue), \#(text.part.source), \#(text.content), \#(text.reason), \#(clock())) RETURNING "id"
                """#, logger: logger))
            switch text.part {
            case .options:
                try await connection.run(
                    #"UPDATE "profile" SET "options" = \#(try StoredJSON.text(of: Options.default)) WHERE "id" = \#(id.rawValue)"#,
                    logger: logger)
            case .game:
                try await connection.run(#"DELETE FROM "unfinishedGame" WHERE "profileId" = \#(id.rawValue)"#, logger: logger)
            case .paper:
                try await connection.run(#"DELETE FROM "paperSnapshot" WHERE "profileId" = \#(id.rawValue)"#, logger: logger)
            case .puzzles:
                try await connection.run(#"UPDATE "profile" SET "puzzles" = NULL WHERE "id" = \#(id.rawValue)"#, logger: logger)
            }
            let problem = StoreError.setAside(part: text.part, reason: text.reason, quarantineID: kept.first ?? 0)
            profile.problems.append(problem.description)
        }
        return profile
    }

    /// Creates the profile if needed (which locks its row until the transaction ends, so that the
    /// profile's writes follow one another) and applies the changes in order.
    func apply(_ changes: [StoreChange], for id: ProfileID, on connection: PostgresConnection) async throws {
        let now = clock()
        try await connection.run(
            #"""
            INSERT INTO "profile" ("id", "options", "place", "createdAt", "updatedAt")
            VALUES (\#(id.rawValue), \#(try StoredJSON.text(of: Options.default)), 'main', \#(now), \#(now))
            ON CONFLICT ("id") DO UPDATE SET "updatedAt" = excluded."updatedAt"
            """#, logger: logger)
        for change in changes {
            for statement in try Self.statements(change, for: id) {
                try await connection.run(statement, logger: logger)
            }
        }
    }

    /// The statements that apply one change.
    private static func statements(_ change: StoreChange, for id: ProfileID) throws -> [PostgresQuery] {
        let profile = id.rawValue
        switch change {
        case .options(let options):
            return [#"UPDATE "profile" SET "options" = \#(try StoredJSON.text(of: options)) WHERE "id" = \#(profile)"#]
        case .place(let place):
            return [#"UPDATE "profile" SET "place" = \#(place.rawValue) WHERE "id" = \#(profile)"#]
        case .tutorial(let progress):
            return [#"""
                UPDATE "profile" SET "tutorialStep" = \#(progress.step), "tutorialFinished" = \#(progress.finished)
                WHERE "id" = \#(profile)
                """#]
        case .puzzles(let book):
            return [#"UPDATE "profile" SET "puzzles" = \#(try StoredJSON.text(of: book)) WHERE "id" = \#(profile)"#]
        case .game(let game):
            return [#"""
                INSERT INTO "unfinishedGame" ("profileId", "json") VALUES (\#(profile), \#(try StoredJSON.text(of: game)))
                ON CONFLICT ("profileId") DO UPDATE SET "json" = excluded."json"
                """#]
        case .gameEnded(let played):
            let insert = try insertion(of: played, for: id)
            return played.endsUnfinishedGame
                ? [insert, #"DELETE FROM "unfinishedGame" WHERE "profileId" = \#(profile)"#] : [insert]
        case .forgetPlayedGame(let gameID):
            return [#"DELETE FROM "playedGame" WHERE "profileId" = \#(profile) AND "id" = \#(gameID)"#]
        case .forgetPlayedGames:
            return [#"DELETE FROM "playedGame" WHERE "profileId" = \#(profile)"#]
        case .paper(let paper):
            return [#"""
                INSERT INTO "paperSnapshot" ("profileId", "json") VALUES (\#(profile), \#(try StoredJSON.text(of: paper)))
                ON CONFLICT ("profileId") DO UPDATE SET "json" = excluded."json"
                """#]
        }
    }

    /// The statement that adds a played game to the profile's history. The row is the record's
    /// JSON, as GRDB writes a record's keys as columns; `id` comes from the table's own sequence.
    static func insertion(of played: PlayedGame, for id: ProfileID) throws -> PostgresQuery {
        #"""
        INSERT INTO "playedGame" SELECT * FROM jsonb_populate_record(NULL::"playedGame",
            \#(try StoredJSON.text(of: PlayedGameRecord(played, of: id)))::jsonb
            || jsonb_build_object('id', nextval(pg_get_serial_sequence('"playedGame"', 'id'))))
        """#
    }
}
