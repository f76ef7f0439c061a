import AndoraModel
import AndoraCore
import Foundation
import Testing

@Suite struct AppJSONTests {
    private func json(_ intent: AppIntent) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(intent), as: UTF8.self)
    }

    @Test func intentsAreFlatObjectsNamedByType() throws {
        #expect(try json(.startGame) == #"{"type":"startGame"}"#)
        #expect(try json(.tapCell(Cell(column: 4, row: 4))) == #"{"cell":"e5","type":"tapCell"}"#)
        #expect(try json(.setStrategy(.any)) == #"{"strategy":"any","type":"setStrategy"}"#)
        #expect(try json(.setConfirmTurn(true)) == #"{"on":true,"type":"setConfirmTurn"}"#)
        #expect(try json(.chooseMode(.classic)) == #"{"mode":"classic","type":"chooseMode"}"#)
        #expect(try json(.setClassicInARow(4)) == #"{"inARow":4,"type":"setClassicInARow"}"#)
        #expect(try json(.hint) == #"{"type":"hint"}"#)
        #expect(try json(.setOpponent(.expert)) == #"{"opponent":"expert","type":"setOpponent"}"#)
        #expect(try json(.setComputerPlays(.o)) == #"{"sign":"o","type":"setComputerPlays"}"#)
        #expect(try json(.confirmNewGame) == #"{"type":"confirmNewGame"}"#)
    }

    static let everyIntent: [AppIntent] = [
        .startGame, .resumeGame, .chooseMode(.andora), .openOptions, .tapCell(Cell(column: 0, row: 8)), .finishTurn,
        .undo, .redo, .exit, .confirmExit, .cancelExit, .closeDialog, .back, .setStrategy(.first),
        .setConfirmTurn(false), .setLanguage(.ru), .setClassicSize(9), .setClassicInARow(5), .saveOptions, .hint,
        .setOpponent(.novice), .setComputerPlays(.x), .confirmNewGame, .cancelNewGame,
    ]

    @Test(arguments: everyIntent)
    func everyIntentSurvivesARoundTrip(intent: AppIntent) throws {
        #expect(try AppIntent(json: JSONValue(parsing: intent.json)) == intent)
        let data = try JSONEncoder().encode(intent)
        #expect(try JSONDecoder().decode(AppIntent.self, from: data) == intent, "Codable goes through the wire form")
    }

    @Test(arguments: [#"{"type":"thought","request":1,"cell":"e5"}"#, #"{"type":"clock","now":0}"#])
    func hostEventsAreNotIntents(text: String) {
        #expect(throws: WireError.self) { try AppIntent(json: JSONValue(parsing: text)) }
    }

    @Test(arguments: [#"{"type":"fly"}"#, #"{"type":"tapCell","cell":"z0"}"#, #"{"type":"tapCell"}"#, #"{}"#, "[]"])
    func badIntentsAreRejected(text: String) {
        #expect(throws: WireError.self) { try AppIntent(json: JSONValue(parsing: text)) }
    }

    @Test func stateIsPlainJSONThatAFrontEndReadsDirectly() throws {
        var model = AppModel.playing().with("e5")
        model.tap("a1")
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(model.state)) as? [String: Any]
        #expect(object?["screen"] as? String == "game")
        #expect(object?["language"] as? String == "en")
        let game = try #require(object?["game"] as? [String: Any])
        #expect(game["turnLabel"] as? String == "It's O's turn")
        #expect(game["refusal"] as? String == "Play inside the highlighted area")
        let exit = try #require(game["exit"] as? [String: Any])
        #expect((exit["intent"] as? [String: Any])?["type"] as? String == "exit")
        let board = try #require(game["board"] as? [String: Any])
        let cells = try #require(board["cells"] as? [[String: Any]])
        let centre = try #require(cells.first { $0["name"] as? String == "e5" })
        #expect(centre["mark"] as? String == "x" && centre["enabled"] as? Bool == false)
        let fields = try #require(board["miniFields"] as? [[String: Any]])
        #expect(fields[4]["allowed"] as? Bool == true && fields[4]["state"] as? String == ".")
    }

    @Test func stateDecodesBackToTheSameValue() throws {
        let state = AppModel.playing(Options(confirmTurn: true)).with("e5 e4").state
        #expect(try JSONDecoder().decode(AppState.self, from: JSONEncoder().encode(state)) == state)
    }

    @Test func savedGamesSurviveARoundTrip() throws {
        let game = try #require(AppModel.playing(Options(strategy: .any)).with("e5 e4 d3").game)
        #expect(try JSONDecoder().decode(SavedGame.self, from: JSONEncoder().encode(game)) == game)
    }
}
