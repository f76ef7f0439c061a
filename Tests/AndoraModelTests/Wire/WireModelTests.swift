import AndoraCore
import Testing
@testable import AndoraModel

/// The page's host in WebAssembly: what it hands the page to store, and what the page hands back.
@Suite struct WireModelTests {
    /// One answer of the model, read.
    struct Answer {
        let json: JSONValue

        init(_ text: String) throws {
            json = try JSONValue(parsing: text)
        }

        var state: JSONValue { get throws { try json.field("state") } }
        var screen: String { get throws { try state.field("screen").string() } }
        var writes: [JSONValue] { get throws { try json.field("writes").array() } }
        var think: JSONValue? { json["think"] }
    }

    /// A page's storage: what the writes leave, as the start line of the next visit.
    struct Storage {
        var parts: [String: String] = [:]
        var games: [String: String] = [:]

        mutating func commit(_ answer: Answer) throws {
            for write in try answer.writes {
                if let part = write["part"] {
                    parts[try part.string()] = try write.optionalField("value").map { try $0.string() }
                } else if let id = write["game"] {
                    games[String(try id.integer64())] = try write.field("value").string()
                } else if let id = write["forgetGame"] {
                    games[String(try id.integer64())] = nil
                } else if write["forgetGames"] != nil {
                    games = [:]
                }
            }
        }

        var startLine: String {
            var writer = JSONWriter()
            writer.object { start in
                start.field("seed", UInt64(7))
                start.field("parts", WireObject { object in
                    for (key, value) in parts.sorted(by: { $0.key < $1.key }) { object.field(key, value) }
                })
                start.field("games", WireObject { object in
                    for (key, value) in games.sorted(by: { $0.key < $1.key }) { object.field(key, value) }
                })
            }
            return writer.text
        }
    }

    /// Sends the lines, committing every answer's writes to the storage; returns the last answer.
    @discardableResult
    static func play(_ lines: [String], on session: inout WireModel, storage: inout Storage) throws -> Answer {
        var last = try Answer(session.launch())
        try storage.commit(last)
        for line in lines {
            last = try Answer(session.apply(line))
            try storage.commit(last)
        }
        return last
    }

    static let clock = #"{"clock":1700000000000}"#

    @Test func aNewProfileLaunchesOnTheMainScreenWithNothingToStore() throws {
        var session = WireModel(language: .ru)
        let answer = try Answer(session.launch())
        #expect(try answer.screen == "main")
        #expect(try answer.state.field("language").string() == "ru")
        #expect(try answer.writes.isEmpty)
    }

    @Test func aReloadResumesTheSameBoardFromWhatWasStored() throws {
        var storage = Storage()
        var session = WireModel(language: .en)
        let before = try Self.play(
            [Self.clock, #"{"type":"startGame"}"#, #"{"type":"tapCell","cell":"e5"}"#, #"{"type":"tapCell","cell":"e4"}"#],
            on: &session, storage: &storage)
        #expect(Set(storage.parts.keys) == ["options", "game", "place"])

        var reloaded = try WireModel(start: storage.startLine)
        let after = try Answer(reloaded.launch())
        #expect(try after.screen == "game")
        #expect(try after.state.field("game").field("board") == before.state.field("game").field("board"))
        #expect(try after.writes.isEmpty)
    }

    @Test func aFinishedGameIsStoredInTheHistoryAndLeavesTheUnfinishedGame() throws {
        var storage = Storage()
        var session = WireModel(language: .en)
        // X wins the classic 3×3 game on its first column.
        let moves = ["a1", "b1", "a2", "b2", "a3"].map { #"{"type":"tapCell","cell":"\#($0)"}"# }
        let lines = [Self.clock, #"{"type":"chooseMode","mode":"classic"}"#, #"{"type":"startGame"}"#] + moves
        try Self.play(lines + [#"{"type":"closeDialog"}"#, #"{"type":"exit"}"#], on: &session, storage: &storage)
        #expect(storage.games.count == 1)

        var reloaded = try WireModel(start: storage.startLine)
        #expect(try Answer(reloaded.launch()).state.field("main").optionalField("resumeGame") == nil)
        let answer = try Answer(reloaded.apply(#"{"type":"openHistory"}"#))
        #expect(try answer.screen == "history")
        #expect(try answer.state.field("history").field("rows").array().count == 1)
    }

    @Test func aPartThatCannotBeReadIsSetAsideNamedAndTheRestLoads() throws {
        var storage = Storage()
        var session = WireModel(language: .en)
        try Self.play([Self.clock, #"{"type":"openOptions"}"#, #"{"type":"setLanguage","language":"ru"}"#, #"{"type":"saveOptions"}"#, #"{"type":"startGame"}"#, #"{"type":"tapCell","cell":"e5"}"#],
                      on: &session, storage: &storage)
        storage.parts["game"] = #"{"board":{"mode":"andora","record":{"rules":"first","moves":["e5","e5"]}},"confirmTurn":false}"#

        var reloaded = try WireModel(start: storage.startLine)
        let answer = try Answer(reloaded.launch())
        #expect(try answer.json.field("setAside").field("parts") == .array([.string("game")]))
        #expect(try answer.state.field("language").string() == "ru")
        #expect(try answer.state.optionalField("notice") != nil)
        #expect(try answer.screen == "game" || answer.screen == "main")
    }

    /// A puzzle tried in the page is kept in its storage and counted after a reload; a
    /// puzzle book that cannot be read is set aside and starts empty.
    @Test func thePuzzleBookIsStoredInThePageAndReadBack() throws {
        var storage = Storage()
        var session = WireModel(language: .en)
        let shown = try Self.play([Self.clock, #"{"type":"openPuzzles"}"#, #"{"type":"showSolution"}"#], on: &session, storage: &storage)
        #expect(storage.parts["puzzles"] == #"{"own":[],"solved":[],"missed":["s1"]}"#)
        let hinted = try shown.state.field("puzzles").field("board").field("cells").array().filter { cell in
            try cell.optionalField("hint").map { try $0.bool() } == true
        }
        let winning = try #require(hinted.first).field("name").string()
        try Self.play([#"{"type":"back"}"#, #"{"type":"openPuzzles"}"#, #"{"type":"tapCell","cell":"\#(winning)"}"#],
                      on: &session, storage: &storage)
        var reloaded = try WireModel(start: storage.startLine)
        #expect(try Answer(reloaded.launch()).screen == "puzzles", "a reload continues on the puzzles screen")
        _ = reloaded.apply(#"{"type":"back"}"#)
        let statistics = try Answer(reloaded.apply(#"{"type":"openStatistics"}"#))
        #expect(try statistics.state.field("statistics").field("puzzles").string() == "Puzzles: 1 of 32 solved, 0 at the first try")
        storage.parts["puzzles"] = #"{"own":[{"id":"g1","source":"yourGame","rules":"first","moves":["e5","e5"],"within":1}],"solved":[],"missed":[]}"#
        var broken = try WireModel(start: storage.startLine)
        let answer = try Answer(broken.launch())
        #expect(try answer.json.field("setAside").field("parts") == .array([.string("puzzles")]))
    }

    @Test func aPartStoredAsSomethingElseThanTextIsSetAsideToo() throws {
        let start = #"{"language":"ru","parts":{"options":42,"place":"\"main\""},"games":{"3":{"id":3}}}"#
        var session = try WireModel(start: start)
        let answer = try Answer(session.launch())
        #expect(try answer.json.field("setAside").field("parts") == .array([.string("options")]))
        #expect(try answer.json.field("setAside").field("games") == .array([.string("3")]))
        #expect(try answer.state.field("language").string() == "ru")
    }

    @Test func theComputersMoveIsSearchedByTheHostAndPlayedWhenItsAnswerArrives() throws {
        var storage = Storage()
        var session = WireModel(language: .en)
        let answer = try Self.play(
            [Self.clock, #"{"type":"openOptions"}"#, #"{"type":"setOpponent","opponent":"novice"}"#, #"{"type":"saveOptions"}"#,
             #"{"type":"startGame"}"#, #"{"type":"tapCell","cell":"e5"}"#],
            on: &session, storage: &storage)
        let request = try #require(answer.think)
        #expect(try request.field("moves") == .array([.string("e5")]))

        let thought = WireModel.think(request.json)
        let moved = try Answer(session.apply(thought))
        let marks = try moved.state.field("game").field("board").field("cells").array().filter { $0["mark"] == .string("x") || $0["mark"] == .string("o") }
        #expect(marks.count == 2)
        #expect(try moved.writes.contains { $0["part"] == .string("game") })
    }

    @Test func theGamesOfABackupJoinTheHistoryOnceAndShowOnTheHistoryScreen() throws {
        var storage = Storage()
        var session = WireModel(language: .en)
        let moves = ["a1", "b1", "a2", "b2", "a3"].map { #"{"type":"tapCell","cell":"\#($0)"}"# }
        try Self.play([Self.clock, #"{"type":"chooseMode","mode":"classic"}"#, #"{"type":"startGame"}"#] + moves
                      + [#"{"type":"closeDialog"}"#, #"{"type":"exit"}"#], on: &session, storage: &storage)
        let own = try #require(storage.games.values.first)
        var other = WireModel(language: .en)
        var otherStorage = Storage()
        try Self.play([#"{"clock":1700000500000}"#, #"{"type":"chooseMode","mode":"classic"}"#, #"{"type":"startGame"}"#]
                      + moves.dropLast() + [#"{"type":"tapCell","cell":"c3"}"#, #"{"type":"tapCell","cell":"b3"}"#],
                      on: &other, storage: &otherStorage)
        let theirs = try #require(otherStorage.games.values.first)

        _ = try Answer(session.apply(#"{"type":"openHistory"}"#))
        let restored = try Answer(session.apply(#"{"restored":[\#(own),\#(theirs)]}"#))
        try storage.commit(restored)
        #expect(try restored.writes.count == 1)
        #expect(try restored.state.field("history").field("rows").array().count == 2)
        #expect(try Answer(session.apply(#"{"restored":[\#(theirs)]}"#)).writes.isEmpty)
        #expect(storage.games.count == 2)
    }

    @Test func twoDevicesNeedTheServerAndSaySoPlainly() throws {
        var storage = Storage()
        var session = WireModel(language: .en)
        let answer = try Self.play([Self.clock, #"{"type":"openMatchSetup"}"#, #"{"type":"joinMatch","code":"ABC234"}"#],
                                   on: &session, storage: &storage)
        #expect(try answer.screen == "matchSetup")
        #expect(try answer.state.field("matchSetup").field("refusal").string() == Localizer(language: .en).text(.matchNoServer))
    }

    @Test func aFailedCommitIsToldUntilALaterOneSucceeds() throws {
        var session = WireModel(language: .en)
        _ = session.launch()
        let failed = try Answer(session.apply(#"{"storeFailed":"QuotaExceededError"}"#))
        #expect(try failed.state.field("notice").string() == Localizer(language: .en).text(.storeFailed))
        let stored = try Answer(session.apply(#"{"stored":true}"#))
        #expect(try stored.state.optionalField("notice") == nil)
    }

    @Test func aLineThatIsNeitherIntentNorHostNewsIsAnErrorAndChangesNothing() throws {
        var session = WireModel(language: .en)
        let launched = session.launch()
        #expect(session.apply(#"{"type":"castle"}"#).contains("\"error\""))
        #expect(try Answer(session.apply(#"{"clock":0}"#)).screen == Answer(launched).screen)
    }
}
