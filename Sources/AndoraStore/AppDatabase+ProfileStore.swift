import AndoraHost
import AndoraModel
import Foundation
import GRDB

/// Profiles in SQLite (docs/STORE.md): options, place, tutorial and puzzles in `profile`, the unfinished game and the
/// pencil & paper sheet as JSON in their own tables, ended games as rows of `playedGame`.
extension AppDatabase: ProfileStore {
    /// The stored profile, read without waiting for writers.
    ///
    /// A part whose text cannot be read back is moved to the `quarantine` table in one write
    /// transaction, starts afresh, and is named in ``StoredProfile/problems``: it is never
    /// overwritten by a later commit.
    public func profile(_ id: ProfileID) async throws -> StoredProfile? {
        guard let rows = try await reading({ db in try ProfileRows.fetch(id, in: db) }) else { return nil }
        let (profile, unreadable) = rows.decoded()
        if unreadable.isEmpty { return profile }
        let repaired = try await writing { db in try self.setAside(id, in: db) }
        return repaired.map { repaired in
            var profile = repaired.profile
            profile.problems = repaired.problems.map(\.description)
            return profile
        }
    }

    public func contains(_ id: ProfileID) async throws -> Bool {
        try await reading { db in try ProfileRecord.filter(key: id.rawValue).fetchCount(db) > 0 }
    }

    /// Reads `SELECT 1` from the file, as any read does.
    public func checkReachable() async throws {
        _ = try await reading { db in try Int.fetchOne(db, sql: "SELECT 1") }
    }

    /// Applies the changes in order in one transaction, creating the profile if needed, and
    /// returns once the transaction is committed.
    ///
    /// Throws ``StoreError/writeFailed(path:reason:)``; then nothing of the changes was stored.
    public func commit(_ changes: [StoreChange], for id: ProfileID) async throws {
        try await writing { db in try self.apply(changes, for: id, in: db) }
    }

    /// Reads the profile again inside a write transaction and moves every text that cannot be read
    /// to the quarantine table, leaving its part at the default.
    func setAside(_ id: ProfileID, in db: Database) throws -> (profile: StoredProfile, problems: [StoreError])? {
        guard let rows = try ProfileRows.fetch(id, in: db) else { return nil }
        let (profile, unreadable) = rows.decoded()
        var problems: [StoreError] = []
        for text in unreadable {
            var kept = QuarantineRecord(
                id: nil, profileId: id.rawValue, source: text.part.source, content: text.content, reason: text.reason,
                movedAt: clock())
            try kept.insert(db)
            switch text.part {
            case .options:
                try db.execute(
                    sql: "UPDATE profile SET options = ? WHERE id = ?",
                    arguments: [try StoredJSON.text(of: Options.default), id.rawValue])
            case .puzzles: try db.execute(sql: "UPDATE profile SET puzzles = NULL WHERE id = ?", arguments: [id.rawValue])
            case .game: try UnfinishedGameRecord.deleteOne(db, key: id.rawValue)
            case .paper: try PaperSnapshotRecord.deleteOne(db, key: id.rawValue)
            }
            problems.append(.setAside(part: text.part, reason: text.reason, quarantineID: kept.id ?? 0))
        }
        return (profile, problems)
    }

    func apply(_ changes: [StoreChange], for id: ProfileID, in db: Database) throws {
        let now = clock()
        try db.execute(
            sql: """
                INSERT INTO profile (id, options, place, createdAt, updatedAt) VALUES (?, ?, 'main', ?, ?)
                ON CONFLICT (id) DO UPDATE SET updatedAt = excluded.updatedAt
                """,
            arguments: [id.rawValue, try StoredJSON.text(of: Options.default), now, now])
        for change in changes {
            switch change {
            case .options(let options):
                try db.execute(
                    sql: "UPDATE profile SET options = ? WHERE id = ?", arguments: [try StoredJSON.text(of: options), id.rawValue])
            case .place(let place):
                try db.execute(sql: "UPDATE profile SET place = ? WHERE id = ?", arguments: [place.rawValue, id.rawValue])
            case .tutorial(let progress):
                try db.execute(
                    sql: "UPDATE profile SET tutorialStep = ?, tutorialFinished = ? WHERE id = ?",
                    arguments: [progress.step, progress.finished, id.rawValue])
            case .puzzles(let book):
                try db.execute(
                    sql: "UPDATE profile SET puzzles = ? WHERE id = ?", arguments: [try StoredJSON.text(of: book), id.rawValue])
            case .game(let game):
                try UnfinishedGameRecord(profileId: id.rawValue, json: try StoredJSON.text(of: game)).upsert(db)
            case .gameEnded(let played):
                var record = PlayedGameRecord(played, of: id)
                try record.insert(db)
                if played.endsUnfinishedGame { try UnfinishedGameRecord.deleteOne(db, key: id.rawValue) }
            case .forgetPlayedGame(let gameID):
                try PlayedGameRecord.filter(Column("profileId") == id.rawValue && Column("id") == gameID).deleteAll(db)
            case .forgetPlayedGames:
                try PlayedGameRecord.filter(Column("profileId") == id.rawValue).deleteAll(db)
            case .paper(let paper):
                try PaperSnapshotRecord(profileId: id.rawValue, json: try StoredJSON.text(of: paper)).upsert(db)
            }
        }
    }
}
