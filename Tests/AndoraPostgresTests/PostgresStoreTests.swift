import AndoraCore
@testable import AndoraPostgres
import AndoraHost
import AndoraModel
import AndoraTestSupport
import Testing

/// Opening a PostgreSQL database: its migrations, and every database that is refused and left
/// unchanged. (What the store does once open is tested on both stores in `AndoraStoreTests`.)
@Suite(.enabled(if: TestPostgres.skipNote == nil, "PostgreSQL's server is not installed here"))
struct PostgresStoreTests {
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!

    @Test func aFreshDatabaseGetsEveryMigrationOnceAndKeepsItsDataWhenOpenedAgain() async throws {
        let url = try PostgresURL(try await TestPostgres.freshDatabase())
        try await PostgresStore.open(url).commit([.place(.paper)], for: alice)
        let store = try await PostgresStore.open(url)
        #expect(try await store.profile(alice)?.place == .paper)
        let applied = try await store.reading { connection in
            try await PostgresStore.values(
                String.self, in: try await connection.run(#"SELECT "identifier" FROM "andora_migrations" ORDER BY 1"#, logger: store.logger))
        }
        #expect(applied == PostgresMigrations.all.map(\.identifier).sorted())
    }

    @Test func aCommitFromACopyBehindTheStoredVersionStoresNothing() async throws {
        let store = try await PostgresStore.open(try PostgresURL(try await TestPostgres.freshDatabase()))
        #expect(try await store.version(of: alice) == 0)
        #expect(try await store.commit([.place(.game)], for: alice, expecting: 0) == 1)
        await #expect(throws: ProfileChangedElsewhere.self) {
            try await store.commit([.place(.paper)], for: alice, expecting: 0)
        }
        #expect(try await store.profile(alice)?.place == .game)
        #expect(try await store.version(of: alice) == 1)
        #expect(try await store.commit([.place(.paper)], for: alice, expecting: 1) == 2)
        #expect(try await store.profile(alice)?.place == .paper)
    }

    /// v4-level widens the opponent's CHECK for the strong level, and v7-open-values drops the
    /// value lists. The database before them has v1's checks put back as v1 wrote them, without
    /// the rows of the migrations that change them.
    @Test func aGameStoredBeforeV4LevelIsKeptAndTheStrongLevelFitsAfterIt() async throws {
        let url = try PostgresURL(try await TestPostgres.freshDatabase())
        let before = try await PostgresStore.open(url)
        try await before.writing { connection in
            try await connection.run(#"""
                ALTER TABLE "playedGame"
                    ADD CONSTRAINT "playedGame_mode_check" CHECK ("mode" IN ('andora', 'classic', 'paper')),
                    ADD CONSTRAINT "playedGame_rules_check" CHECK ("rules" IN ('andora-first', 'andora-any', 'standard', 'classic')),
                    ADD CONSTRAINT "playedGame_strategy_check" CHECK ("strategy" IN ('first', 'any')),
                    ADD CONSTRAINT "playedGame_opponent_check" CHECK ("opponent" IN ('human', 'novice', 'middle', 'expert')),
                    ADD CONSTRAINT "playedGame_computerPlays_check" CHECK ("computerPlays" IN ('x', 'o')),
                    ADD CONSTRAINT "playedGame_result_check" CHECK ("result" IN ('x', 'o', 'draw', 'abandoned')),
                    ADD CONSTRAINT "playedGame_paperFirstSign_check" CHECK ("paperFirstSign" IN ('x', 'o'))
                """#, logger: before.logger)
            try await connection.run(
                #"ALTER TABLE "profile" ADD CONSTRAINT "profile_place_check" CHECK ("place" IN ('main', 'game', 'paper'))"#,
                logger: before.logger)
            try await connection.run(
                #"DELETE FROM "andora_migrations" WHERE "identifier" IN ('v4-level', 'v6-places', 'v7-open-values')"#,
                logger: before.logger)
        }
        let middle = try played("e5 e4", against: .middle, endedAt: 1_000)
        try await before.commit([.gameEnded(middle)], for: alice)
        await #expect(throws: (any Error).self, "v1's check refuses the strong level") {
            try await before.commit([.gameEnded(try played("e5", against: .strong, endedAt: 1_500))], for: alice)
        }

        let after = try await PostgresStore.open(url)
        let strong = try played("e5", against: .strong, endedAt: 2_000)
        try await after.commit([.gameEnded(strong)], for: alice)
        #expect(try await after.history(of: alice, HistoryQuery()).entries.map(\.game) == [strong, middle])
    }

    /// A row written by a server from before v5-starting-moves (still running beside the new ones
    /// during an upgrade) has no starting moves: it reads as a game begun on an empty board.
    @Test func aGameWrittenWithoutStartingMovesReadsAsBegunOnAnEmptyBoard() async throws {
        let store = try await PostgresStore.open(try PostgresURL(try await TestPostgres.freshDatabase()))
        let game = try played("e5 e4", against: .middle, endedAt: 1_000)
        try await store.commit([.gameEnded(game)], for: alice)
        _ = try await store.writing { connection in
            try await connection.run(#"UPDATE "playedGame" SET "startingMoves" = NULL"#, logger: store.logger)
        }
        #expect(try await store.history(of: alice, HistoryQuery()).entries.map(\.game) == [game])
        #expect(try await store.summaries(of: alice).map(\.startingMoves) == [0])
    }

    /// A game of a few moves against `opponent`, ended at `endedAt`.
    private func played(_ notation: String, against opponent: Opponent, endedAt: Int64) throws -> PlayedGame {
        let game = SavedGame(
            board: .andora(try GameRecord(rules: .andora(strategy: .first), moves: Cell.moves(notation: notation))),
            confirmTurn: false, opponent: opponent, computerPlays: .o, seed: 5)
        return PlayedGame(game: game, endedAt: endedAt, result: .abandoned)
    }

    @Test func aDatabaseMigratedByANewerAndoraIsRefusedAndLeftUnchanged() async throws {
        let url = try PostgresURL(try await TestPostgres.freshDatabase())
        let store = try await PostgresStore.open(url)
        try await store.commit([.place(.game)], for: alice)
        _ = try await store.writing { connection in
            try await connection.run(#"INSERT INTO "andora_migrations" VALUES ('v9-tags', 0)"#, logger: store.logger)
        }
        await #expect(throws: PostgresStoreError.newerDatabase(url: url.description, migrations: ["v9-tags"])) {
            try await PostgresStore.open(url)
        }
        #expect(try await store.profile(alice)?.place == .game)
        let message = "\(PostgresStoreError.newerDatabase(url: url.description, migrations: ["v9-tags"]))"
        #expect(message.contains(url.description) && message.contains("newer version") && message.contains("v9-tags"))
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftUnchanged() async throws {
        let url = try PostgresURL(try await TestPostgres.freshDatabase())
        let store = try await PostgresStore.open(url)
        _ = try await store.writing { connection in
            try await connection.run(#"DROP TABLE "andora_migrations""#, logger: store.logger)
        }
        await #expect(throws: PostgresStoreError.notAndora(url: url.description)) {
            try await PostgresStore.open(url)
        }
        let tables = try await store.reading { connection in
            try await PostgresStore.values(
                Int64.self,
                in: try await connection.run(
                    "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema()", logger: store.logger))
        }
        #expect(tables == [6], "nothing was created or dropped")
    }

    @Test(.timeLimit(.minutes(1)))
    func anUnreachableServerIsReportedAtOnceByName() async throws {
        let url = try PostgresURL("postgres://andora@127.0.0.1:\(try TestPostgres.unusedPort())/games")
        await #expect {
            try await PostgresStore.open(url)
        } throws: { error in
            guard case PostgresStoreError.unreachable(let named, _) = error else { return false }
            return named == url.description && "\(error)".contains("Connection refused")
        }
    }
}
