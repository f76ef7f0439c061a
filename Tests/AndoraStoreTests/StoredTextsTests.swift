import AndoraHost
import AndoraModel
import AndoraCore
import Testing

/// SQLite and PostgreSQL hold the same texts and the same column values for the same changes, so
/// that data means the same in either (and can move from one to the other).
@Suite struct StoredTextsTests {
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!
    private let bob = ProfileID("fedcba9876543210fedcba9876543210")!

    @Test(.enabled(if: StoreKind.tested.contains(.postgres), "PostgreSQL's server is not installed here"))
    func bothStoresHoldTheSameTextsForTheSameChanges() async throws {
        var game = try Samples.game("e5 e4 d3", opponent: .middle, computerPlays: .o)
        game.clock = GameClock(x: 3_000, o: 1_250)
        let changes: [StoreChange] = [
            .options(Options(mode: .classic, language: .ru, classic: ClassicRules(size: 5, inARow: 4)!)),
            .paper(try Samples.paper(xWins: 2, oWins: 1, ties: 0)), .place(.paper),
            .tutorial(TutorialProgress(step: 2, finished: false)),
            .gameEnded(PlayedGame(game: game, endedAt: Samples.start + 9_000, result: .won(.x))),
            .gameEnded(PlayedGame(game: try Samples.classicGame("b2 a3", rules: .default), endedAt: Samples.start + 9_500,
                                  result: .abandoned, paperFirstSign: .x)),
            .game(try Samples.game("e5")),
        ]
        let queries = [
            #"SELECT "id", "options", "place", CAST("tutorialStep" AS TEXT), CAST("createdAt" AS TEXT) FROM "profile""#,
            #"SELECT "profileId", "json" FROM "unfinishedGame""#,
            #"SELECT "profileId", "json" FROM "paperSnapshot""#,
            #"""
            SELECT CAST("id" AS TEXT), "profileId", "mode", "rules", "strategy", CAST("classicSize" AS TEXT),
                CAST("classicInARow" AS TEXT), CASE WHEN "confirmTurn" THEN 'yes' ELSE 'no' END, "opponent", "computerPlays",
                CAST("seed" AS TEXT), CAST("startedAt" AS TEXT), CAST("endedAt" AS TEXT), CAST("durationMs" AS TEXT), "result",
                CAST("moveCount" AS TEXT), "moves", "moveTimes", CAST("clockXMs" AS TEXT), CAST("clockOMs" AS TEXT),
                "paperFirstSign", "matchCode"
            FROM "playedGame" ORDER BY "id"
            """#,
            #"SELECT "code", "creatorProfileId", "guestProfileId", CAST("updatedAt" AS TEXT), "json" FROM "match""#,
        ]
        var held: [StoreKind: [[[String?]]]] = [:]
        for kind in StoreKind.allCases {
            let opened = try await kind.open()
            try await opened.store.commit(changes, for: alice)
            let hall = MatchHall(store: opened.store, generator: SplitMix64(seed: 7), clock: { Samples.start })
            let created = try await hall.create(try Samples.game(""), side: .x, by: alice)
            _ = try await hall.join(created.match.code, as: bob)
            var rows: [[[String?]]] = []
            for query in queries { rows.append(try await opened.texts(query)) }
            held[kind] = rows
        }
        #expect(held[.sqlite]?.allSatisfy { !$0.isEmpty } == true, "every table holds a row")
        #expect(held[.sqlite] == held[.postgres])
    }
}
