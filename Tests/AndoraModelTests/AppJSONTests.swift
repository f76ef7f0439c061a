import AndoraModel
import AndoraCore
import Foundation
import Testing

@Suite struct AppJSONTests {
    @Test func intentsAreFlatObjectsNamedByType() throws {
        #expect(AppIntent.startGame.json == #"{"type":"startGame"}"#)
        #expect(AppIntent.tapCell(Cell(column: 4, row: 4)).json == #"{"type":"tapCell","cell":"e5"}"#)
        #expect(AppIntent.setStrategy(.any).json == #"{"type":"setStrategy","strategy":"any"}"#)
        #expect(AppIntent.setConfirmTurn(true).json == #"{"type":"setConfirmTurn","on":true}"#)
        #expect(AppIntent.chooseMode(.classic).json == #"{"type":"chooseMode","mode":"classic"}"#)
        #expect(AppIntent.setClassicInARow(4).json == #"{"type":"setClassicInARow","inARow":4}"#)
        #expect(AppIntent.hint.json == #"{"type":"hint"}"#)
        #expect(AppIntent.setOpponent(.expert).json == #"{"type":"setOpponent","opponent":"expert"}"#)
        #expect(AppIntent.setComputerPlays(.o).json == #"{"type":"setComputerPlays","sign":"o"}"#)
        #expect(AppIntent.confirmNewGame.json == #"{"type":"confirmNewGame"}"#)
    }

    @Test func everyKindNamesItsIntentsByTheirWireType() {
        #expect(Set(AppIntent.kinds.map { $0.name }).count == AppIntent.kinds.count)
        for kind in AppIntent.kinds {
            #expect(kind.example.kind.name == kind.name)
            #expect(kind.example.json.hasPrefix(#"{"type":"\#(kind.name)""#))
        }
    }

    @Test(arguments: AppIntent.kinds.map { $0.example } + [.setHistoryMode(nil), .setHistoryResult(nil)])
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
        let object = try JSONSerialization.jsonObject(with: Data(model.state.json.utf8)) as? [String: Any]
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
        #expect(try JSONDecoder().decode(AppState.self, from: Data(state.json.utf8)) == state)
    }

    @Test func savedGamesSurviveARoundTrip() throws {
        let game = try #require(AppModel.playing(Options(strategy: .any)).with("e5 e4 d3").game)
        #expect(try JSONDecoder().decode(SavedGame.self, from: JSONEncoder().encode(game)) == game)
    }
}
