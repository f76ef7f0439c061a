import AndoraModel
import AndoraCore
import AndoraTestSupport
import Foundation
import Testing

@Suite struct JSONWriterTests {
    @Test func stringsAreEscapedAndReadBack() throws {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{7} Ж 😀"
        #expect(text.json == #""quote \" backslash \\ newline \n tab \t bell \u0007 Ж 😀""#)
        #expect(try JSONValue(parsing: text.json) == .string(text))
    }

    @Test func fieldsComeInTheOrderWrittenAndAbsentOnesAreLeftOut() {
        var writer = JSONWriter()
        writer.object { object in
            object.field("b", 1)
            object.field("a", [true, false])
            object.field("none", String?.none)
            object.field("nested", [Int64?.none, 3])
        }
        #expect(writer.text == #"{"b":1,"a":[true,false],"nested":[null,3]}"#)
    }

    @Test func wholeDoublesAreWrittenWithoutAFraction() {
        #expect(3.0.json == "3")
        #expect(16.5.json == "16.5")
        #expect((-0.25).json == "-0.25")
        #expect(Double.nan.json == "null")
    }

    /// The remote terminal reads the state with Codable: the one wire form must decode to the same state.
    @Test func everyScreensStateReadsBackWithCodable() throws {
        var model = AppModel.playing(Options(language: .ru)).with(AndoraGames.xWinsFirst)
        var states = [model.state]
        for intent: AppIntent in [.closeDialog, .exit, .confirmExit, .openOptions, .back, .openStatistics, .back,
                                  .openHistory, .back, .openTutorial, .skipTutorial, .chooseMode(.paper), .startGame] {
            model.send(intent)
            states.append(model.state)
        }
        #expect(Set(states.map { $0.screen }).count >= 6)
        for state in states {
            #expect(try JSONDecoder().decode(AppState.self, from: Data(state.json.utf8)) == state)
        }
    }
}
