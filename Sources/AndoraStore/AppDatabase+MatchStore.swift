import AndoraHost
import AndoraModel
import Foundation
import GRDB

/// Matches in SQLite (docs/STORE.md): a row of `match` each, and the games they end as rows of
/// `playedGame` of both players, in the same transaction.
extension AppDatabase: MatchStore {
    public func match(_ code: MatchCode) async throws -> Match? {
        try await reading { db in try MatchRecord.fetchOne(db, key: code.rawValue) }.map { try $0.match() }
    }

    public func openMatch(seating profile: ProfileID) async throws -> Match? {
        try await reading { db in
            try MatchRecord.fetchOne(
                db,
                sql: """
                    SELECT * FROM match WHERE isOpen AND (creatorProfileId = ? OR guestProfileId = ?)
                    ORDER BY updatedAt DESC LIMIT 1
                    """,
                arguments: [profile.rawValue, profile.rawValue])
        }.map { try $0.match() }
    }

    public func openMatches() async throws -> [Match] {
        try await reading { db in try MatchRecord.fetchAll(db, sql: "SELECT * FROM match WHERE isOpen") }.map { try $0.match() }
    }

    public func openMatchCount(seating profile: ProfileID) async throws -> Int {
        try await reading { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM match WHERE isOpen AND (creatorProfileId = ? OR guestProfileId = ?)",
                arguments: [profile.rawValue, profile.rawValue]) ?? 0
        }
    }

    public func removeUnjoined(changedBefore time: Int64) async throws -> Int {
        try await writing { db in
            try db.execute(sql: "DELETE FROM match WHERE guestProfileId IS NULL AND updatedAt < ?", arguments: [time])
            return db.changesCount
        }
    }

    public func commit(_ match: Match, ended: [ProfileID: PlayedGame]) async throws {
        let record = try MatchRecord(match)
        try await writing { db in try self.store(record, ended: ended, in: db) }
    }

    /// One write transaction: SQLite runs one at a time, for every process on the file.
    public func update(
        _ code: MatchCode, _ change: @escaping @Sendable (Match) throws(MatchRefusal) -> MatchUpdate?
    ) async throws -> Match? {
        try await writing { db -> Result<Match?, MatchRefusal> in
            guard let match = try MatchRecord.fetchOne(db, key: code.rawValue)?.match() else { return .success(nil) }
            let decided = Result { () throws(MatchRefusal) in try change(match) }
            guard case .success(let update?) = decided else { return decided.map { _ in match } }
            try self.store(try MatchRecord(update.match), ended: update.ended, in: db)
            return .success(update.match)
        }.get()
    }

    private func store(_ record: MatchRecord, ended: [ProfileID: PlayedGame], in db: Database) throws {
        try record.upsert(db)
        for (profile, game) in ended {
            try apply([.gameEnded(game)], for: profile, in: db)
        }
    }
}
