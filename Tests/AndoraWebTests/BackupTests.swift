import AndoraHost
import AndoraCore
import AndoraModel
@testable import AndoraWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `POST /api/backup` and `/api/restore`: a page's played games kept on the server and brought to
/// another browser.
@Suite struct BackupTests {
    static func played(_ notation: String, endedAt: Int64) throws -> PlayedGame {
        let moves = try Cell.moves(notation: notation)
        let game = SavedGame(
            board: .classic(try GameRecord(rules: .default, moves: moves)), confirmTurn: false, seed: .max,
            startedAt: endedAt - 10_000, moveTimes: moves.indices.map { endedAt - 10_000 + Int64($0) * 1_000 })
        return PlayedGame(game: game, endedAt: endedAt, result: .won(.x))
    }

    static func body(_ games: [PlayedGame], key: String? = nil) -> String {
        var writer = JSONWriter()
        writer.object { object in
            object.field("key", key)
            object.field("games", games)
        }
        return writer.text
    }

    /// The answer's key and backup id.
    static func link(in answer: Browser.Answer) throws -> (key: String, backup: String) {
        let link = try #require(answer.json as? [String: Any])
        return (try #require(link["key"] as? String), try #require(link["backup"] as? String))
    }

    static func games(in answer: Browser.Answer) throws -> [PlayedGame] {
        try [PlayedGame](json: JSONValue(parsing: String(decoding: answer.body, as: UTF8.self)).field("games"))
    }

    @Test func aBackupSentAgainWithItsKeyKeepsEveryGameOnceAndItsLinkRestoresThemInTheOrderTheyEnded() async throws {
        let first = try Self.played("a1 b1 a2 b2 a3", endedAt: 1_700_000_050_000)
        let second = try Self.played("c1 b1 c2 b2 c3", endedAt: 1_700_000_020_000)
        try await testApplication().test(.router) { client in
            var phone = Browser(client)
            let created = try await phone.post(Self.body([first]), path: "/api/backup")
            #expect(created.status == .ok)
            let (key, backup) = try Self.link(in: created)
            let link = try #require(created.json as? [String: Any])
            #expect(link["link"] as? String == "http://localhost/?restore=" + backup)
            #expect((link["qr"] as? String)?.hasPrefix("<svg") == true)
            #expect(key != backup && !(link["link"] as? String ?? "").contains(key), "the link never carries the key")

            let again = try await phone.post(Self.body([second, first], key: key), path: "/api/backup")
            #expect(try Self.link(in: again).key == key)
            #expect(try Self.link(in: again).backup == backup, "the same backup")

            var tablet = Browser(client)
            let restored = try await tablet.post(#"{"backup":"\#(backup)"}"#, path: "/api/restore")
            #expect(restored.status == .ok)
            #expect(try Self.games(in: restored) == [second, first])
        }
    }

    /// The link's id is all another browser learns: sent as a key it makes a backup of its own,
    /// and as a profile cookie it is a stranger's, so the owner's games stay as they were.
    @Test func aBackupsLinkCanNeitherAddToTheBackupNorDeleteItsGames() async throws {
        let kept = try Self.played("a1 b1 a2 b2 a3", endedAt: 1_700_000_050_000)
        let madeUp = try Self.played("c1 b1 c2 b2 c3", endedAt: 1_700_000_020_000)
        let store = MemoryProfileStore()
        try await testApplication(store: store).test(.router) { client in
            var owner = Browser(client)
            let (_, backup) = try Self.link(in: try await owner.post(Self.body([kept]), path: "/api/backup"))

            var stranger = Browser(client)
            let pushed = try await stranger.post(Self.body([madeUp], key: backup), path: "/api/backup")
            #expect(try Self.link(in: pushed).backup != backup)
            stranger.cookie = "andora_profile=" + backup
            _ = try await stranger.state()
            _ = try await stranger.send(.deleteAllPlayedGames)

            let restored = try await stranger.post(#"{"backup":"\#(backup)"}"#, path: "/api/restore")
            #expect(try Self.games(in: restored) == [kept])
        }
    }

    @Test func aFullBackupRefusesItsNextGameInTheBrowsersLanguageAndKeepsWhatItHeld() async throws {
        let store = MemoryProfileStore()
        let key = try #require(BackupKey(String(repeating: "ab", count: 16)))
        let held = try (0..<AppRuntime.backupCapacity).map { try Self.played("a1 b1 a2 b2 a3", endedAt: 1_600_000_000_000 + Int64($0)) }
        _ = try await store.mergePlayedGames(held, into: key.storedAs, keepingAtMost: AppRuntime.backupCapacity)
        let next = try Self.played("c1 b1 c2 b2 c3", endedAt: 1_700_000_020_000)
        try await testApplication(store: store).test(.router) { client in
            var owner = Browser(client, language: "ru")
            let refused = try await owner.post(Self.body([held[7], next], key: key.rawValue), path: "/api/backup")
            #expect(refused.status == .contentTooLarge)
            #expect(refused.error == APIProblem(.backupFull(limit: 10_000), language: .ru).message)
            #expect(try await owner.post(Self.body([held[7]], key: key.rawValue), path: "/api/backup").status == .ok,
                    "a game it holds adds nothing")
        }
        #expect(try await store.playedGames(of: key.storedAs, after: nil, count: 20_000).games == held)
    }

    /// A full backup comes back in pages of 500, each naming where the next starts, until none is left.
    @Test func aBackupIsRestoredAPageAtATime() async throws {
        let store = MemoryProfileStore()
        let key = try #require(BackupKey(String(repeating: "cd", count: 16)))
        let held = try (0..<501).map { try Self.played("a1 b1 a2 b2 a3", endedAt: 1_600_000_000_000 + Int64($0)) }
        _ = try await store.mergePlayedGames(held, into: key.storedAs, keepingAtMost: AppRuntime.backupCapacity)
        try await testApplication(store: store).test(.router) { client in
            var browser = Browser(client)
            let first = try #require(try await browser.post(#"{"backup":"\#(key.backup)"}"#, path: "/api/restore").json as? [String: Any])
            let next = try #require(first["next"] as? String)
            let second = try await browser.post(#"{"backup":"\#(key.backup)","after":"\#(next)"}"#, path: "/api/restore")
            #expect((first["games"] as? [Any])?.count == 500)
            #expect(try Self.games(in: second) == [held[500]])
            #expect((second.json as? [String: Any])?["next"] == nil)
        }
    }

    /// Any `after` the API's schema admits is read: one beyond 64 bits is a position past every game.
    @Test func aRestoreAfterAPositionPastEveryGameAnswersNoGamesNotARefusal() async throws {
        let store = MemoryProfileStore()
        let key = try #require(BackupKey(String(repeating: "cd", count: 16)))
        _ = try await store.mergePlayedGames([try Self.played("a1 b1 a2 b2 a3", endedAt: 1_600_000_000_000)], into: key.storedAs, keepingAtMost: AppRuntime.backupCapacity)
        try await testApplication(store: store).test(.router) { client in
            var browser = Browser(client)
            let answer = try await browser.post(#"{"backup":"\#(key.backup)","after":"9999999999999999999.9500833192243848900"}"#, path: "/api/restore")
            #expect(answer.status == .ok)
            #expect(try Self.games(in: answer).isEmpty)
        }
    }

    /// A link shared before backups had keys carries the backup's own profile id: it still restores.
    @Test func aLinkMadeBeforeBackupsHadKeysStillRestores() async throws {
        let store = MemoryProfileStore()
        let earlier = try #require(ProfileID("0123456789abcdef0123456789abcdef"))
        let game = try Self.played("a1 b1 a2 b2 a3", endedAt: 1_700_000_050_000)
        _ = try await store.mergePlayedGames([game], into: earlier, keepingAtMost: 10)
        try await testApplication(store: store).test(.router) { client in
            var browser = Browser(client)
            let restored = try await browser.post(#"{"backup":"\#(earlier.rawValue)"}"#, path: "/api/restore")
            #expect(try Self.games(in: restored) == [game])
        }
    }

    @Test func aBrowserBackingUpAndRestoringBeyondItsAllowanceGets429InItsLanguage() async throws {
        var settings = WebSettings(port: 80)
        settings.backupsPerMinute = 2
        try await testApplication(settings: settings).test(.router) { client in
            var browser = Browser(client, language: "ru")
            _ = try await browser.state()
            let (key, backup) = try Self.link(in: try await browser.post(Self.body([]), path: "/api/backup"))
            #expect(try await browser.post(#"{"backup":"\#(backup)"}"#, path: "/api/restore").status == .ok)
            let refused = try await browser.post(Self.body([], key: key), path: "/api/backup")
            #expect(refused.status == .tooManyRequests)
            let retryAfter = try #require(refused.headers[.retryAfter].flatMap { Int($0) })
            #expect(refused.error == APIProblem(.tooManyBackups(retryAfter: retryAfter), language: .ru).message)
            #expect(try await browser.post(#"{"backup":"\#(backup)"}"#, path: "/api/restore").status == .tooManyRequests)
        }
    }

    @Test func aGameThatDoesNotReadIsCountedAndKeepsNoOtherOut() async throws {
        let good = try Self.played("a1 b1 a2 b2 a3", endedAt: 1_700_000_050_000)
        let illegal = #"{"game":{"board":{"mode":"andora","record":{"rules":"first","moves":["e5","e5"]}},"confirmTurn":false},"endedAt":1,"result":"x"}"#
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let answer = try await browser.post(#"{"games":[\#(illegal),\#(good.json)]}"#, path: "/api/backup")
            #expect(answer.status == .ok)
            let link = try #require(answer.json as? [String: Any])
            #expect(link["refused"] as? Int == 1)
            let backup = try #require(link["backup"] as? String)
            #expect(try Self.games(in: try await browser.post(#"{"backup":"\#(backup)"}"#, path: "/api/restore")) == [good])
        }
    }

    /// A restore reads a backup and nothing else: an id never backed up stays unknown to the store.
    @Test func aRestoreOfABackupNeverMadeFindsNothingAndCreatesNothing() async throws {
        let store = MemoryProfileStore()
        let madeUp = ProfileID(String(repeating: "5", count: 32))!
        try await testApplication(store: store).test(.router) { client in
            var browser = Browser(client)
            let answer = try await browser.post(#"{"backup":"\#(madeUp.rawValue)"}"#, path: "/api/restore")
            #expect(answer.status == .ok)
            #expect(try Self.games(in: answer).isEmpty)
        }
        #expect(try await store.contains(madeUp) == false)
    }

    @Test(arguments: [
        #"{"games":"none"}"#,
        #"{"key":"local","games":[]}"#,
        #"{"key":"not a key","games":[]}"#,
        // Times no game holds (one such backup made the server overflow and stop).
        Self.oneGame(#""startedAt":-1,"moveTimes":[0]},"endedAt":9223372036854775807"#),
        Self.oneGame(#""startedAt":1,"moveTimes":[2],"clock":{"x":9223372036854775807,"o":1}},"endedAt":3"#),
        Self.oneGame(#""startedAt":1,"moveTimes":[-9223372036854775807]},"endedAt":3"#),
    ])
    func whatIsNotABackupIsRefusedInTheBrowsersLanguageAndStoresNothing(body: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client, language: "ru")
            let answer = try await browser.post(body, path: "/api/backup")
            #expect(answer.status == .unprocessableContent)
            #expect(answer.error == Localizer(language: .ru).text(WebText.invalidBackup))
            let restored = try await browser.post(#"{"backup":"local"}"#, path: "/api/restore")
            #expect(restored.status == .unprocessableContent)
        }
    }

    /// A backup of one game, a move long and abandoned, with the times given.
    private static func oneGame(_ times: String) -> String {
        #"{"games":[{"game":{"board":{"mode":"andora","record":{"rules":"first","moves":["e5"]}},"confirmTurn":false,\#(times),"result":"abandoned"}]}"#
    }
}
