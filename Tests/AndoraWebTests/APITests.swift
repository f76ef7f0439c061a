import AndoraHost
import AndoraModel
import AndoraCore
import AndoraWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct APITests {
    @Test func aNewBrowserGetsTheMainScreenAndAPrivateSessionCookie() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let answer = try await browser.get("/api/state")
            #expect(answer.status == .ok)
            #expect(answer.state?.screen == .main)
            let cookie = try #require(answer.headers[.setCookie])
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Strict"))
            let id = try #require(browser.cookie?.split(separator: "=").last)
            #expect(id.count == 32)
            // The same browser keeps its session: no new cookie.
            #expect(try await browser.get("/api/state").headers[.setCookie] == nil)
        }
    }

    @Test func aMatchsGamesAreHandedToEachPlayersPageAndToNoOneElse() async throws {
        try await testApplication().test(.router) { client in
            var host = Browser(client)
            _ = try await host.state()
            _ = try await host.send(.startGame)
            _ = try await host.send(.tapCell(try Cell(notation: "e5")))
            for intent in [AppIntent.exit, .confirmExit, .startGame, .confirmNewGame, .exit, .confirmExit] {
                _ = try await host.send(intent)  // a game of the device's own in the history: not a match's
            }
            _ = try await host.send(.openMatchSetup)
            _ = try await host.send(.setMatchSide(.x))
            let code = try #require(try await host.send(.createMatch).match?.code)
            var guest = Browser(client)
            _ = try await guest.state()
            _ = try await guest.send(.joinMatch(code: code))
            _ = try await host.send(.tapCell(try Cell(notation: "e5")))
            _ = try await guest.send(.exit)
            _ = try await guest.send(.confirmExit)
            for var player in [host, guest] {
                let answer = try await player.get("/api/match-games?code=" + code.lowercased())
                let games = try #require((answer.json as? [String: Any])?["games"] as? [[String: Any]])
                #expect(games.count == 1 && games.first?["match"] as? String == code && games.first?["result"] as? String == "abandoned",
                        "the match's game, left after one move, and nothing else")
            }
            var stranger = Browser(client)
            let none = try await stranger.get("/api/match-games?code=" + code)
            #expect(((none.json as? [String: Any])?["games"] as? [Any])?.isEmpty == true && none.headers[.setCookie] == nil,
                    "no games and no profile for a browser the server does not know")
            #expect(try await host.get("/api/match-games?code=NOTONE").status == .notFound, "not a match code")
        }
    }

    /// The other side moved after the guest's page showed the board: the guest's tap, chosen on
    /// the board before, is refused in the guest's language and changes nothing.
    @Test func aMoveMadeOnABoardTheOtherSideHasChangedSinceIsRefused() async throws {
        try await testApplication().test(.router) { client in
            var host = Browser(client)
            _ = try await host.state()
            _ = try await host.send(.openMatchSetup)
            _ = try await host.send(.setMatchSide(.x))
            let code = try #require(try await host.send(.createMatch).match?.code)
            var guest = Browser(client, language: "ru")
            _ = try await guest.state()
            let seen = try #require(try await guest.send(.joinMatch(code: code)).revision)
            _ = try await host.send(.tapCell(try Cell(notation: "e5")))

            let stale = try await guest.post(#"{"type":"tapCell","cell":"e4","revision":\#(seen)}"#)
            #expect(stale.status == .conflict)
            #expect(stale.error == APIProblem(.staleBoard, language: .ru).message)
            let now = try await guest.state()
            #expect(now.match?.game.board.cells.first { $0.name == "e4" }?.mark != .o, "nothing was played")
            let current = try #require(now.revision)
            #expect(try await guest.post(#"{"type":"tapCell","cell":"e4","revision":\#(current)}"#).status == .ok,
                    "the same tap on the board as it is now is played")
        }
    }

    @Test func r2_1_startGameOpensTheGameScreenAndR3_5_3_1ATapPlacesTheMark() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.state()
            let game = try await browser.send(.startGame)
            #expect(game.screen == .game)
            #expect(game.game?.turn == .x)
            let played = try await browser.send(.tapCell(try Cell(notation: "e5")))
            #expect(played.game?.board.cells.first { $0.name == "e5" }?.mark == .x)
            #expect(played.game?.turn == .o)
            #expect(try await browser.state() == played)
        }
    }

    @Test func r2_2_optionsOpenAndR4_3_saveKeepsTheOptionsOfThisBrowserOnly() async throws {
        try await testApplication().test(.router) { client in
            var first = Browser(client)
            _ = try await first.state()
            _ = try await first.send(.openOptions)
            let draft = try await first.send(.setStrategy(.any))
            #expect(draft.options?.strategy.choices.last?.selected == true)
            #expect(try await first.send(.saveOptions).screen == .main)
            #expect(try await first.send(.openOptions).options?.strategy.choices.last?.selected == true)
            var second = Browser(client)
            _ = try await second.state()
            let options = try await second.send(.openOptions)
            #expect(options.options?.strategy.choices.first?.selected == true, "another browser keeps the defaults")
        }
    }

    @Test func aHintComesWithTheAnswerToTheHintIntent() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.state()
            _ = try await browser.send(.startGame)
            let hinted = try await browser.send(.hint)
            let cell = try #require(hinted.game?.board.cells.first { $0.hint })
            #expect(cell.enabled)
            #expect(hinted.game?.hint?.enabled == false)
        }
    }

    @Test func theComputersMoveArrivesInTheBackground() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.state()
            for intent: AppIntent in [.openOptions, .setOpponent(.novice), .saveOptions, .startGame] {
                _ = try await browser.send(intent)
            }
            var state = try await browser.send(.tapCell(try Cell(notation: "e5")))
            for _ in 0..<200 where state.game?.computerThinking == true {
                try await Task.sleep(for: .milliseconds(20))
                state = try await browser.state()
            }
            #expect(state.game?.computerThinking == false)
            #expect(state.game?.board.cells.filter { $0.mark == .o }.count == 1)
            #expect(state.game?.turn == .x)
        }
    }

    @Test func sessionsAreIsolated() async throws {
        try await testApplication().test(.router) { client in
            var playing = Browser(client)
            var watching = Browser(client)
            _ = try await playing.state()
            let before = try await watching.state()
            _ = try await playing.send(.startGame)
            _ = try await playing.send(.tapCell(try Cell(notation: "a9")))
            #expect(try await watching.state() == before)
            #expect(playing.cookie != watching.cookie)
        }
    }

    @Test func anotherBrowserNeverResumesThisBrowsersGame() async throws {
        try await testApplication().test(.router) { client in
            var first = Browser(client)
            _ = try await first.state()
            _ = try await first.send(.startGame)
            _ = try await first.send(.tapCell(try Cell(notation: "e5")))
            var second = Browser(client)
            let main = try await second.state()
            #expect(main.main?.resumeGame == nil)
            #expect(try await second.send(.resumeGame).screen == .main)
        }
    }

    @Test(arguments: [("ru-RU,ru;q=0.9,en;q=0.8", Language.ru), ("en-GB", .en), ("de-DE", .en), ("", .en)])
    func theFirstLanguageComesFromAcceptLanguage(header: String, expected: Language) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client, language: header)
            let state = try await browser.state()
            #expect(state.language == expected)
        }
    }

    @Test func theOptionsLanguagePickerChangesTheSessionLanguage() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.state()
            _ = try await browser.send(.openOptions)
            _ = try await browser.send(.setLanguage(.ru))
            let saved = try await browser.send(.saveOptions)
            #expect(saved.language == .ru)
            #expect(saved.main?.startGame.label == Localizer(language: .ru).text(.startGame))
        }
    }

    @Test func pageTextsComeInBothLanguages() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let english = try await browser.get("/api/texts?language=en").json as? [String: Any]
            let russian = try await browser.get("/api/texts?language=ru").json as? [String: Any]
            let englishTexts = try #require(english?["texts"] as? [String: String])
            let russianTexts = try #require(russian?["texts"] as? [String: String])
            #expect(Set(englishTexts.keys) == Set(WebText.allCases.map(\.rawValue)))
            #expect(Set(russianTexts.keys) == Set(englishTexts.keys))
            #expect(englishTexts[WebText.boardLabel.rawValue] != russianTexts[WebText.boardLabel.rawValue])
        }
    }

    @Test func everyChangeIsStoredUnderTheBrowsersProfileBeforeTheAnswer() async throws {
        let store = MemoryProfileStore()
        try await testApplication(store: store).test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.state()
            let id = try #require(browser.cookie.flatMap { ProfileID(String($0.split(separator: "=")[1])) })
            for intent: AppIntent in [.openOptions, .setConfirmTurn(true), .saveOptions, .startGame, .tapCell(try Cell(notation: "e5"))] {
                _ = try await browser.send(intent)
            }
            _ = try await browser.send(.finishTurn)
            let stored = try #require(try await store.profile(id))
            #expect(stored.options.confirmTurn)
            #expect(stored.game?.confirmTurn == true)
            #expect(stored.game?.board.moves == [try Cell(notation: "e5")])
        }
    }

    @Test func aBrowserCannotClaimTheTerminalsProfile() async throws {
        let store = MemoryProfileStore()
        try await store.commit([.options(Options(strategy: .any)), .place(.main)], for: .local)
        try await testApplication(store: store).test(.router) { client in
            var browser = Browser(client)
            browser.cookie = "andora_profile=local"
            let answer = try await browser.get("/api/state")
            #expect(answer.headers[.setCookie]?.hasPrefix("andora_profile=local") == false, "a new profile is made")
            _ = try await browser.send(.openOptions)
            let options = try await browser.send(.openOptions)
            #expect(options.options?.strategy.choices.first?.selected == true, "the terminal's options stay its own")
        }
    }

    @Test func theProfileCookieLastsAndStaysOffScripts() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let cookie = try #require(try await browser.get("/api/state").headers[.setCookie])
            #expect(cookie.hasPrefix("andora_profile="))
            #expect(cookie.contains("Max-Age=315360000"))
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && !cookie.contains("Secure"))
        }
    }
}
