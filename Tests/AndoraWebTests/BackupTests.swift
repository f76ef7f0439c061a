import AndoraHost
import AndoraCore
import AndoraModel
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

    static func body(_ games: [PlayedGame], backup: String? = nil) -> String {
        var writer = JSONWriter()
        writer.object { object in
            object.field("backup", backup)
            object.field("games", games)
        }
        return writer.text
    }

    static func games(in answer: Browser.Answer) throws -> [PlayedGame] {
        try [PlayedGame](json: JSONValue(parsing: String(decoding: answer.body, as: UTF8.self)).field("games"))
    }

    @Test func twoBrowsersBackingUpToOneBackupGetEveryGameOnceInTheOrderTheyEnded() async throws {
        let first = try Self.played("a1 b1 a2 b2 a3", endedAt: 1_700_000_050_000)
        let second = try Self.played("c1 b1 c2 b2 c3", endedAt: 1_700_000_020_000)
        try await testApplication().test(.router) { client in
            var phone = Browser(client)
            let created = try await phone.post(Self.body([first]), path: "/api/backup")
            #expect(created.status == .ok)
            let link = try #require(created.json as? [String: Any])
            let backup = try #require(link["backup"] as? String)
            #expect(link["link"] as? String == "http://localhost/?restore=" + backup)
            #expect((link["qr"] as? String)?.hasPrefix("<svg") == true)

            var tablet = Browser(client)
            #expect(try await tablet.post(Self.body([second, first], backup: backup), path: "/api/backup").status == .ok)
            #expect(try await phone.post(Self.body([first], backup: backup), path: "/api/backup").status == .ok)

            let restored = try await tablet.post(#"{"backup":"\#(backup)"}"#, path: "/api/restore")
            #expect(restored.status == .ok)
            #expect(try Self.games(in: restored) == [second, first])
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
        #"{"backup":"local","games":[]}"#,
        #"{"backup":"not an id","games":[]}"#,
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
