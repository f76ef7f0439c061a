import AndoraCore
import Foundation
import Testing
@testable import AndoraModel

/// The stored values have one JSON form: the server's stores write it through Codable, the page's
/// storage through the wire, and each reads what the other wrote.
@Suite struct StoredValueTests {
    static func game(seed: UInt64) throws -> SavedGame {
        var game = try #require(AppModel.playing(Options(strategy: .any)).with("e5 e4 d3").game)
        game.seed = seed
        return game
    }

    @Test(arguments: [0, 42, UInt64(Int64.max) + 1, .max])
    func aSavedGameReadsBackThroughEitherPathWithItsWholeSeed(seed: UInt64) throws {
        let game = try Self.game(seed: seed)
        let stored = try JSONEncoder().encode(game)
        #expect(try SavedGame(jsonText: String(decoding: stored, as: UTF8.self)) == game)
        #expect(try JSONDecoder().decode(SavedGame.self, from: Data(game.json.utf8)) == game)
    }

    @Test func aGameRemembersItsRecordedEndingThroughEitherPathAndRefusesOneThatIsNoEnding() throws {
        #expect(try !Self.game(seed: 7).json.contains("recordedEndings"), "written only when there are some")
        let game = try #require(AppModel.playing().with(Games.xWinsFirst).game)
        #expect(game.recordedEndings == [game.board.moves])
        let stored = try JSONEncoder().encode(game)
        #expect(try SavedGame(jsonText: String(decoding: stored, as: UTF8.self)) == game)
        #expect(try JSONDecoder().decode(SavedGame.self, from: Data(game.json.utf8)) == game)
        let ending = #""recordedEndings":[["h1""#
        for bad in [#""recordedEndings":[["z1""#, #""recordedEndings":[["h1"],["h1""#] {
            let text = game.json.replacingOccurrences(of: ending, with: bad)
            #expect(text != game.json)
            #expect(throws: WireError.self) { try SavedGame(jsonText: text) }
        }
    }

    @Test func aGameBegunFromAReplayedPositionKeepsItsStartingMovesAndRefusesMoreThanItHas() throws {
        var game = try Self.game(seed: 7)
        #expect(!game.json.contains("startingMoves"), "written only for a game begun from a replayed position")
        game.startingMoves = 2
        let stored = try JSONEncoder().encode(game)
        #expect(try SavedGame(jsonText: String(decoding: stored, as: UTF8.self)) == game)
        #expect(try JSONDecoder().decode(SavedGame.self, from: Data(game.json.utf8)) == game)
        for bad in [#""startingMoves":4"#, #""startingMoves":-1"#] {
            let text = game.json.replacingOccurrences(of: #""startingMoves":2"#, with: bad)
            #expect(text != game.json)
            #expect(throws: WireError.self) { try SavedGame(jsonText: text) }
        }
    }

    @Test func aSeedStoredAsANumberByAnOlderVersionStillReads() throws {
        let game = try Self.game(seed: .max)
        let older = game.json.replacingOccurrences(of: "\"\(UInt64.max)\"", with: "\(UInt64.max)")
        #expect(older != game.json)
        #expect(try JSONDecoder().decode(SavedGame.self, from: Data(older.utf8)) == game)
    }

    @Test func movesThatAreNotALegalGameAreRefusedWithAReason() {
        let text = #"{"board":{"mode":"andora","record":{"rules":"first","moves":["e5","e5"]}},"confirmTurn":false}"#
        #expect(throws: WireError.self) { try SavedGame(jsonText: text) }
        #expect(throws: (any Error).self) { try JSONDecoder().decode(SavedGame.self, from: Data(text.utf8)) }
    }

    /// A time before 1970 or after 9999 (a page's corrupt history, a crafted backup) does not read:
    /// the durations and sums of such times overflowed.
    @Test(arguments: [
        #""startedAt":-1,"moveTimes":[0]},"endedAt":3"#,
        #""startedAt":1,"moveTimes":[2]},"endedAt":9223372036854775807"#,
        #""startedAt":1,"moveTimes":[2],"clock":{"x":9223372036854775807,"o":1}},"endedAt":3"#,
        #""startedAt":1,"moveTimes":[-2]},"endedAt":3"#,
    ])
    func timesNoGameHoldsAreRefused(times: String) throws {
        let game = #"{"game":{"board":{"mode":"andora","record":{"rules":"first","moves":["e5"]}},"confirmTurn":false,"#
        #expect(throws: WireError.self) { try PlayedGame(jsonText: game + times + #","result":"abandoned"}"#) }
        let inRange = #""startedAt":1,"moveTimes":[2],"clock":{"x":1,"o":0}},"endedAt":3"#
        #expect(try PlayedGame(jsonText: game + inRange + #","result":"abandoned"}"#).duration == 2)
    }

    @Test func optionsOfAnOlderVersionTakeTheDefaultsForNewerKeys() throws {
        let options = try Options(jsonText: #"{"mode":"classic","language":"ru"}"#)
        #expect(options == Options(mode: .classic, language: .ru))
    }
}
