import AndoraHost
import AndoraModel
import AndoraCore
@testable import AndoraStore
import Foundation
import GRDB
import Testing

/// Ended games as rows with real columns, listed for the history screen.
@Suite struct HistoryTests {
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!

    @Test func anEndedGamesColumnsReadBackExactly() async throws {
        let database = AppDatabase.inMemory()
        var game = try Samples.game("e5 e4 d3", rules: .andora(strategy: .any), opponent: .expert, computerPlays: .x)
        game.startingMoves = 1
        let played = PlayedGame(game: game, endedAt: Samples.start + 7_500, result: .won(.o))
        try await database.commit([.gameEnded(played)], for: alice)

        let row = try await database.reading { db in
            try Row.fetchOne(db, sql: "SELECT * FROM playedGame").map { row in
                Dictionary(uniqueKeysWithValues: row.columnNames.map { ($0, row[$0] as DatabaseValue) })
            } ?? [:]
        }
        let expected: [String: DatabaseValueConvertible?] = [
            "id": 1, "profileId": alice.rawValue, "mode": "andora", "rules": "andora-any", "strategy": "any",
            "classicSize": nil, "classicInARow": nil, "confirmTurn": 1, "opponent": "expert", "computerPlays": "x",
            "seed": Int64(bitPattern: 0xDEAD_BEEF_CAFE_BABE), "startedAt": Samples.start,
            "endedAt": Samples.start + 7_500, "durationMs": 7_500, "result": "o", "moveCount": 3,
            "moves": "e5 e4 d3",
            "moveTimes": "\(Samples.start + 1_000) \(Samples.start + 2_000) \(Samples.start + 3_000)",
            "clockXMs": 0, "clockOMs": 0, "paperFirstSign": nil, "matchCode": nil, "startingMoves": 1,
        ]
        #expect(row == expected.mapValues { $0?.databaseValue ?? .null })
        #expect(try await database.playedGames(of: alice, limit: 10) == [played])
    }

    @Test(arguments: StoreKind.tested)
    func r5_1_3_theGameClockIsRecordedAndTheMiddleLevelFitsTheTable(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        var game = try Samples.game("e5 e4", opponent: .middle, computerPlays: .o)
        game.clock = GameClock(x: 61_000, o: 4_250)
        let played = PlayedGame(game: game, endedAt: Samples.start + 70_000, result: .abandoned)
        try await opened.store.commit([.gameEnded(played)], for: alice)
        #expect(try await opened.played(by: alice) == [played])
        let columns = try await opened.texts(
            #"SELECT "opponent", CAST("clockXMs" AS TEXT), CAST("clockOMs" AS TEXT) FROM "playedGame""#)
        #expect(columns == [["middle", "61000", "4250"]])
    }

    @Test(arguments: StoreKind.tested)
    func aGameAgainstTheStrongLevelFitsTheTable(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let played = PlayedGame(
            game: try Samples.game("e5 e4 d3", opponent: .strong, computerPlays: .x), endedAt: Samples.start + 9_000,
            result: .won(.x))
        try await opened.store.commit([.gameEnded(played)], for: alice)
        #expect(try await opened.played(by: alice) == [played])
        #expect(try await opened.texts(#"SELECT "opponent" FROM "playedGame""#) == [["strong"]])
    }

    /// v7-level builds the table anew to widen its CHECK: a game stored by v6, a paper one and one
    /// of a match among them, keeps its id and every column; v8 then reads it as begun on an empty board.
    @Test func gamesStoredByV6KeepTheirIdsAndEveryColumnThroughV7AndV8() async throws {
        let url = try TestFiles.directory().appendingPathComponent("v6.sqlite")
        let queue = try DatabaseQueue(path: url.path)
        try AppDatabase.migrator.migrate(queue, upTo: "v6-puzzles")
        var middle = try Samples.game("e5 e4", opponent: .middle, computerPlays: .o)
        middle.clock = GameClock(x: 2_000, o: 1_000)
        let paper = PlayedGame(
            game: try Samples.classicGame("b2 a3 c3", rules: .default), endedAt: Samples.start + 9_000, result: .abandoned,
            paperFirstSign: .o)
        var records = [
            PlayedGameRecord(PlayedGame(game: middle, endedAt: Samples.start + 5_000, result: .won(.x)), of: alice),
            PlayedGameRecord(paper, of: alice),
        ]
        (records[0].id, records[1].id) = (7, 12)
        records[1].matchCode = "ABCD12"
        try await queue.write { [records] db in
            try db.execute(sql: "INSERT INTO profile (id, options, place, createdAt, updatedAt) VALUES (?, '{}', 'main', 0, 0)",
                           arguments: [alice.rawValue])
            for record in records {
                let columns = try record.databaseDictionary.filter { $0.key != "startingMoves" }
                try db.execute(
                    sql: "INSERT INTO playedGame (\(columns.keys.joined(separator: ", "))) VALUES (\(databaseQuestionMarks(count: columns.count)))",
                    arguments: StatementArguments(Array(columns.values)))
            }
        }
        try queue.close()
        let database = try AppDatabase(path: url.path)
        let kept = try await database.reading { db in try PlayedGameRecord.order(Column("id")).fetchAll(db) }
        #expect(kept == records)
        let strong = PlayedGame(game: try Samples.game("e5", opponent: .strong), endedAt: Samples.start + 10_000, result: .draw)
        try await database.commit([.gameEnded(strong)], for: alice)
        #expect(try await database.playedGames(of: alice, limit: 1) == [strong])
    }

    @Test func aGameRecordedBeforeTheClockReadsBackWithAClockOfZero() async throws {
        let url = try TestFiles.directory().appendingPathComponent("v2.sqlite")
        let queue = try DatabaseQueue(path: url.path)
        try AppDatabase.migrator.migrate(queue, upTo: "v2")
        let played = PlayedGame(game: try Samples.game("e5", opponent: .novice), endedAt: Samples.start + 5_000, result: .won(.x))
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO profile (id, options, place, createdAt, updatedAt) VALUES (?, '{}', 'main', 0, 0)",
                           arguments: [alice.rawValue])
            let row = PlayedGameRecord(played, of: alice)
            try db.execute(sql: """
                INSERT INTO playedGame (profileId, mode, rules, strategy, confirmTurn, opponent, computerPlays, seed,
                    startedAt, endedAt, durationMs, result, moveCount, moves, moveTimes)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [row.profileId, row.mode, row.rules, row.strategy, row.confirmTurn, row.opponent,
                                  row.computerPlays, row.seed, row.startedAt, row.endedAt, row.durationMs, row.result,
                                  row.moveCount, row.moves, row.moveTimes])
        }
        try queue.close()
        let database = try AppDatabase(path: url.path)
        #expect(try await database.playedGames(of: alice, limit: 10) == [played], "kept by v3, its clock zero")
    }

    @Test func aGameStoredByV3KeepsItsIdAndEveryColumnThroughV4() async throws {
        let url = try TestFiles.directory().appendingPathComponent("v3.sqlite")
        let queue = try DatabaseQueue(path: url.path)
        try AppDatabase.migrator.migrate(queue, upTo: "v3")
        var game = try Samples.classicGame("a1 b2 c3", rules: ClassicRules(size: 4, inARow: 3)!)
        game.clock = GameClock(x: 3_000, o: 1_500)
        let played = PlayedGame(game: game, endedAt: Samples.start + 4_000, result: .draw)
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO profile (id, options, place, createdAt, updatedAt) VALUES (?, '{}', 'main', 0, 0)",
                           arguments: [alice.rawValue])
            let row = PlayedGameRecord(played, of: alice)
            try db.execute(sql: """
                INSERT INTO playedGame (id, profileId, mode, rules, classicSize, classicInARow, confirmTurn, opponent, seed,
                    startedAt, endedAt, durationMs, result, moveCount, moves, moveTimes, clockXMs, clockOMs)
                VALUES (7, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [row.profileId, row.mode, row.rules, row.classicSize, row.classicInARow, row.confirmTurn,
                                  row.opponent, row.seed, row.startedAt, row.endedAt, row.durationMs, row.result,
                                  row.moveCount, row.moves, row.moveTimes, row.clockXMs, row.clockOMs])
        }
        try queue.close()
        let database = try AppDatabase(path: url.path)
        let page = try await database.history(of: alice, HistoryQuery())
        #expect(page.entries == [HistoryEntry(id: 7, game: played)])
    }

    @Test(arguments: StoreKind.tested)
    func aPencilAndPaperGameReadsBackWithItsModeAndFirstSign(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let unfinished = try Samples.game("e5")
        let paper = PlayedGame(
            game: try Samples.classicGame("b2 a3 c3 c1 a1", rules: .default), endedAt: Samples.start + 9_000,
            result: .won(.o), paperFirstSign: .o)
        try await opened.store.commit([.game(unfinished), .gameEnded(paper)], for: alice)
        #expect(try await opened.played(by: alice) == [paper])
        #expect(try await opened.store.profile(alice)?.game == unfinished, "a game on paper leaves the unfinished game alone")
        let columns = try await opened.texts(
            #"SELECT "mode", "rules", CAST("classicSize" AS TEXT), "paperFirstSign", "result" FROM "playedGame""#)
        #expect(columns == [["paper", "classic", "3", "o", "o"]])
        let papers = try await opened.store.history(of: alice, HistoryQuery(mode: .paper))
        let classics = try await opened.store.history(of: alice, HistoryQuery(mode: .classic))
        #expect(papers.entries.map(\.game) == [paper] && classics.total == 0)
    }

    @Test(arguments: StoreKind.tested)
    func rulesOpponentsAndResultsOfEveryKindReadBack(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let games = [
            PlayedGame(game: try Samples.game("e5", rules: .standard, opponent: .human, computerPlays: .o),
                       endedAt: Samples.start + 1, result: .abandoned),
            PlayedGame(game: try Samples.game("a9 b8", rules: .andora(strategy: .first), opponent: .novice),
                       endedAt: Samples.start + 2, result: .won(.x)),
            PlayedGame(game: try Samples.classicGame("a1 a2 b1 b2 c1", rules: ClassicRules(size: 5, inARow: 3)!),
                       endedAt: Samples.start + 3, result: .won(.x)),
            PlayedGame(game: try Samples.classicGame("", rules: .default), endedAt: Samples.start + 4, result: .draw),
        ]
        try await opened.store.commit(games.map(StoreChange.gameEnded), for: alice)
        #expect(try await opened.played(by: alice) == games.reversed())
        let columns = try await opened.texts(#"""
            SELECT "rules", "strategy", CAST("classicSize" AS TEXT), CAST("classicInARow" AS TEXT), "computerPlays", "result"
            FROM "playedGame" ORDER BY "id"
            """#)
        #expect(columns == [
            ["standard", nil, nil, nil, nil, "abandoned"],
            ["andora-first", "first", nil, nil, "x", "x"],
            ["classic", nil, "5", "3", nil, "x"],
            ["classic", nil, "3", "3", nil, "draw"],
        ])
    }

    @Test(arguments: StoreKind.tested)
    func aGameBegunBeforeTimesWereKeptHasNoStartOrDuration(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        var game = try Samples.game("e5 e4")
        game.startedAt = 0
        game.moveTimes = [0, 0]
        try await opened.store.commit([.gameEnded(PlayedGame(game: game, endedAt: Samples.start, result: .abandoned))], for: alice)
        let row = try await opened.texts(
            #"SELECT CAST("startedAt" AS TEXT), CAST("durationMs" AS TEXT), "moveTimes" FROM "playedGame""#)
        #expect(row == [[nil, nil, "0 0"]])
        #expect(try await opened.played(by: alice).first?.game == game)
    }

    /// Every sort and filter of the History screen, page after page, lists the games in the order
    /// the app's own comparison gives (ties in end time, and games without a duration, included).
    @Test(arguments: StoreKind.tested)
    func r5_2_3_everySortAndFilterPagesTheHistoryInTheAppsOrder(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let bob = ProfileID("fedcba9876543210fedcba9876543210")!
        let results: [GameResult] = [.won(.x), .won(.o), .draw, .abandoned]
        var games: [PlayedGame] = []
        for index in 0..<27 {
            var game = try Samples.game(["e5", "e5 e4", "e5 e4 d3"][index % 3])
            if index % 5 == 0 { game.startedAt = 0 }
            let ended = PlayedGame(
                game: game, endedAt: Samples.start + 10_000 + Int64(index % 7) * 1_000, result: results[index % 4])
            games.append(ended)
        }
        try await opened.store.commit(games.map(StoreChange.gameEnded), for: alice)
        try await opened.store.commit([.gameEnded(games[0])], for: bob)
        let stored = try await opened.store.history(of: alice, HistoryQuery(sort: .oldest, page: 0)).entries
            + opened.store.history(of: alice, HistoryQuery(sort: .oldest, page: 1)).entries
        #expect(stored.map(\.game) == games.sorted { $0.endedAt < $1.endedAt }, "ties in end time keep the order stored")

        for sort in HistorySort.allCases {
            for result in [nil, HistoryResult.draw] {
                let query = HistoryQuery(sort: sort, result: result)
                let expected = stored.filter(query.matches).sorted(by: sort.orders)
                var listed: [HistoryEntry] = []
                for page in 0..<2 {
                    let answer = try await opened.store.history(of: alice, HistoryQuery(sort: sort, result: result, page: page))
                    #expect(answer.total == expected.count)
                    listed += answer.entries
                }
                #expect(listed == expected, "\(sort), \(String(describing: result))")
            }
        }
    }

    /// SQLite's own listing, and its default order read through the index.
    @Test func theHistoryIsListedLatestFirstInPagesThroughTheIndex() async throws {
        let database = AppDatabase.inMemory()
        let bob = ProfileID("fedcba9876543210fedcba9876543210")!
        let ends: [Int64] = [5, 1, 9, 3, 9, 7]
        for end in ends {
            let game = PlayedGame(game: try Samples.game("e5"), endedAt: Samples.start + end, result: .abandoned)
            try await database.commit([.gameEnded(game)], for: alice)
            try await database.commit([.gameEnded(game)], for: bob)
        }
        let pages = [
            try await database.playedGames(of: alice, limit: 4), try await database.playedGames(of: alice, limit: 4, offset: 4),
        ]
        #expect(pages.map { $0.map { $0.endedAt - Samples.start } } == [[9, 9, 7, 5], [3, 1]])
        #expect(try await database.playedGameCount(of: alice) == 6)
        #expect(try await database.profileCount() == 2)
        let plan = try await database.reading { db in
            try Row.fetchAll(db, sql: """
                EXPLAIN QUERY PLAN SELECT * FROM playedGame WHERE profileId = ? ORDER BY endedAt DESC, id DESC LIMIT 4
                """, arguments: [alice.rawValue]).map { $0["detail"] as String }
        }
        #expect(plan.joined().contains("USING INDEX playedGame_profileId_endedAt"))
    }

    @Test(arguments: StoreKind.tested)
    func aRowThatIsNotAGameIsNamed(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        try await opened.store.commit(
            [.gameEnded(PlayedGame(game: try Samples.game("e5 e4"), endedAt: Samples.start, result: .draw))], for: alice)
        try await opened.execute(#"UPDATE "playedGame" SET "moves" = 'e5 e5'"#)
        await #expect {
            try await opened.played(by: alice)
        } throws: { error in
            guard case StoreError.corruptRow("playedGame", let reason) = error else { return false }
            return reason.contains("game 1 of profile \(alice)")
        }
    }
}

/// R5.1.9: statistics read every played game's summary, oldest first, from the columns alone.
@Suite struct SummaryTests {
    private let alice = ProfileID("0123456789abcdef0123456789abcdef")!
    private let bob = ProfileID("fedcba9876543210fedcba9876543210")!

    @Test(arguments: StoreKind.tested)
    func r5_1_9_summariesAreTheProfilesGamesOldestFirstAsTheAppCountsThem(_ kind: StoreKind) async throws {
        let store = try await kind.open().store
        var timed = try Samples.game("e5 e4 d3", rules: .andora(strategy: .any), opponent: .expert, computerPlays: .x)
        timed.clock = GameClock(x: 20_000, o: 5_000)
        timed.startingMoves = 2
        let classic = SavedGame(
            board: .classic(try GameRecord(rules: ClassicRules(size: 5, inARow: 4)!, moves: Cell.moves(notation: "a1 b2"))),
            confirmTurn: false, startedAt: Samples.start)
        let games = [
            PlayedGame(game: timed, endedAt: Samples.start + 9_000, result: .won(.o)),
            PlayedGame(game: classic, endedAt: Samples.start + 4_000, result: .abandoned),
            PlayedGame(game: try Samples.game("e5"), endedAt: Samples.start + 6_000, result: .draw),
        ]
        try await store.commit(games.map(StoreChange.gameEnded), for: alice)
        try await store.commit([.gameEnded(games[0])], for: bob)

        let summaries = try await store.summaries(of: alice)
        #expect(summaries == [games[1], games[2], games[0]].map(GameSummary.init))
        #expect(summaries.map(\.playTime) == [4_000, 6_000, 25_000], "the game clock where it ran, else start to end")
        #expect(summaries.map(\.rules) == [.classic(ClassicRules(size: 5, inARow: 4)!), .andora(.any), .andora(.any)])
        #expect(summaries.map(\.startingMoves) == [0, 0, 2], "a game played from a replayed position sets no record")
    }
}

/// A page's backup merged into the history.
@Suite struct BackupMergeTests {
    private let backup = ProfileID("fedcba9876543210fedcba9876543210")!

    @Test(arguments: StoreKind.tested)
    func aBackupMergedTwiceKeepsEachGameOnceAndLeavesTheUnfinishedGame(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let store = opened.store
        let unfinished = try Samples.game("e5")
        try await store.commit([.game(unfinished)], for: backup)
        let first = PlayedGame(game: try Samples.game("e5 e4 d3"), endedAt: Samples.start + 9_000, result: .won(.o))
        let second = PlayedGame(game: try Samples.classicGame("a1 b1 a2 b2 a3", rules: .default), endedAt: Samples.start + 5_000,
                                result: .won(.x))

        #expect(try await store.mergePlayedGames([first, first], into: backup, keepingAtMost: 10) == 1)
        #expect(try await store.mergePlayedGames([second, first], into: backup, keepingAtMost: 10) == 2)
        #expect(try await store.mergePlayedGames([], into: backup, keepingAtMost: 10) == 2)
        #expect(try await opened.played(by: backup) == [first, second])
        #expect(try await store.profile(backup)?.game == unfinished)
    }

    /// The page's copy of a game against a person still carries the computer's sign from the
    /// options, and an abandoned game its moves that could have been redone: the store keeps
    /// neither, and a backup sent again finds its copy all the same.
    @Test(arguments: StoreKind.tested)
    func aBackupSentAgainAddsNoCopyOfAGameTheStoreKeepsWithoutItsExtras(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let person = PlayedGame(game: try Samples.game("e5 e4 d3", opponent: .human, computerPlays: .x),
                                endedAt: Samples.start + 9_000, result: .abandoned)
        let redoable = try GameRecord<UltimateGame>(
            rules: .andora(strategy: .any), moves: try Cell.moves(notation: "e5 e4"), undoneMoves: [try Cell(notation: "d3")])
        let undone = PlayedGame(
            game: SavedGame(board: .andora(redoable), confirmTurn: true, opponent: .expert, computerPlays: .x,
                            startedAt: Samples.start, moveTimes: [Samples.start + 1_000, Samples.start + 2_000]),
            endedAt: Samples.start + 5_000, result: .abandoned)
        for _ in 1...3 {
            #expect(try await opened.store.mergePlayedGames([person, undone], into: backup, keepingAtMost: 10) == 2)
        }
        #expect(try await opened.played(by: backup).count == 2)
    }

    @Test(arguments: StoreKind.tested)
    func backupsMergedAtOnceAddEachGameOnce(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let games = try (1...6).map { second in
            PlayedGame(game: try Samples.game("e5 e4"), endedAt: Samples.start + Int64(second) * 1_000, result: .draw)
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { _ = try await opened.store.mergePlayedGames(games.shuffled(), into: backup, keepingAtMost: 10) }
            }
            try await group.waitForAll()
        }
        #expect(try await opened.played(by: backup) == games.reversed())
    }

    private static func draws(_ seconds: ClosedRange<Int>, endingAt end: (Int) -> Int = { $0 }) throws -> [PlayedGame] {
        try seconds.map { second in
            PlayedGame(game: try Samples.game(second.isMultiple(of: 2) ? "e5 e4" : "e5 e6"),
                       endedAt: Samples.start + Int64(end(second)) * 1_000, result: .draw)
        }
    }

    @Test(arguments: StoreKind.tested)
    func aBackupRefusesGamesThatWouldMakeItHoldMoreThanItsLimitAndKeepsWhatItHeld(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let games = try Self.draws(1...3)
        #expect(try await opened.store.mergePlayedGames(Array(games[0...1]), into: backup, keepingAtMost: 2) == 2)
        await #expect(throws: HistoryFull(limit: 2)) {
            try await opened.store.mergePlayedGames(games, into: backup, keepingAtMost: 2)
        }
        #expect(try await opened.store.mergePlayedGames([games[1]], into: backup, keepingAtMost: 2) == 2,
                "a game it holds already adds nothing, so it fits")
        #expect(try await opened.played(by: backup) == [games[1], games[0]], "the refused request added none of its games")
    }

    /// Games that ended at the same moment are read in the order they were stored, and a game
    /// added between two reads shifts nothing already read.
    @Test(arguments: StoreKind.tested)
    func aBackupIsReadAPageAtATimeInTheOrderTheGamesEnded(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let games = try Self.draws(1...5) { $0 / 2 }
        _ = try await opened.store.mergePlayedGames(games.reversed(), into: backup, keepingAtMost: 10)
        let first = try await opened.store.playedGames(of: backup, after: nil, count: 2)
        let late = PlayedGame(game: try Samples.game("e5 e4 d3"), endedAt: Samples.start, result: .draw)
        _ = try await opened.store.mergePlayedGames([late], into: backup, keepingAtMost: 10)
        let afterFirst = try #require(first.next)
        let second = try await opened.store.playedGames(of: backup, after: afterFirst, count: 2)
        let afterSecond = try #require(second.next)
        let third = try await opened.store.playedGames(of: backup, after: afterSecond, count: 2)
        #expect(first.games == [games[0], games[2]], "ended at 0 s, then 1 s: the second of those stored first")
        #expect(second.games == [games[1], games[4]])
        #expect(third.games == [games[3]] && third.next == nil, "the last page names no next")
        #expect(try await opened.store.playedGames(of: ProfileID.backup(String(repeating: "7", count: 32))!, after: nil, count: 2)
                == PlayedGamesPage([], count: 2), "a backup never made holds nothing")
    }

    /// A restore is a read: it is answered while another client's backup holds the write lock.
    @Test(.timeLimit(.minutes(10)), arguments: StoreKind.tested)
    func aBackupIsReadWhileAnotherIsBeingWritten(_ kind: StoreKind) async throws {
        let opened = try await kind.open()
        let games = try Self.draws(1...3)
        _ = try await opened.store.mergePlayedGames(games, into: backup, keepingAtMost: 10)
        let read = try await opened.whileWriting {
            try await opened.store.playedGames(of: backup, after: nil, count: 10)
        }
        #expect(read.games == games)
    }
}
