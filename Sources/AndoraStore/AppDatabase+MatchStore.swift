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

    public func commit(_ match: Match, ended: [ProfileID: PlayedGame]) async throws {
        let record = try MatchRecord(match)
        try await writing { db in
            try record.upsert(db)
            for (profile, game) in ended {
                try self.apply([.gameEnded(game)], for: profile, in: db)
            }
        }
    }
}
