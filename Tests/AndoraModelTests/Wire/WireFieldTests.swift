import AndoraCore
import AndoraEngine
import Testing
@testable import AndoraModel

@Suite struct WireFieldTests {
    /// A stored value of every kind of field.
    private struct Sample: WireShaped, WireDecodable, Equatable {
        var name: String
        var level: Int
        var tags: [String]
        var note: String?

        init(name: String, level: Int = 1, tags: [String] = [], note: String? = nil) {
            self.name = name
            self.level = level
            self.tags = tags
            self.note = note
        }

        init(json: JSONValue) throws(WireError) {
            self.init(
                name: try json.read(Self.name), level: try json.read(Self.level), tags: try json.read(Self.tags),
                note: try json.read(Self.note))
        }

        static let wireName = "Sample"

        static func wireFields(_ shape: inout some WireFields<Sample>) {
            shape.field(Self.name, .string) { $0.name }
            shape.field(Self.level) { $0.level }
            shape.field(Self.tags) { $0.tags }
            shape.field(Self.note) { $0.note }
        }

        static var name: WireField<String> { WireField("name") }
        static var level: WireField<Int> { WireField("level", ifMissing: 1) }
        static var tags: WireField<[String]> { WireField("tags", leftOutAs: []) }
        static var note: WireField<String?> { WireField(optional: "note") }
    }

    @Test func eachKindOfFieldIsWrittenAsDeclared() {
        #expect(Sample(name: "a").json == #"{"name":"a","level":1}"#)
        #expect(Sample(name: "a", level: 2, tags: ["t"], note: "n").json == #"{"name":"a","level":2,"tags":["t"],"note":"n"}"#)
    }

    @Test func aMissingRequiredFieldIsRefusedNamingIt() {
        #expect(throws: WireError.missing("name")) { try Sample(jsonText: #"{"level":2}"#) }
        #expect(WireError.missing("name").description == "the field “name” is missing")
    }

    @Test func aMissingOrNullFieldWithADefaultReadsTheDeclaredDefault() throws {
        #expect(try Sample(jsonText: #"{"name":"a"}"#) == Sample(name: "a"))
        #expect(try Sample(jsonText: #"{"name":"a","level":null,"tags":null,"note":null}"#) == Sample(name: "a"))
    }

    @Test func aRequiredFieldOfTheWrongKindIsRefused() {
        #expect(throws: WireError.expected("a string")) { try Sample(jsonText: #"{"name":null}"#) }
        #expect(throws: WireError.expected("a whole number")) { try Sample(jsonText: #"{"name":"a","level":"2"}"#) }
        #expect(throws: WireError.expected("an object")) { try Sample(jsonText: "[]") }
    }

    @Test func theSchemaRequiresOnlyTheFieldsTheReaderRefusesWhenMissing() {
        let fields = WireShape(of: Sample.self).fields
        #expect(fields.map(\.name) == ["name", "level", "tags", "note"])
        #expect(fields.map(\.isRequiredOnReading) == [true, false, false, false])
        #expect(fields.map(\.isRequired) == [true, true, false, false])
    }

    @Test func aSavedGameOfAnOlderVersionReadsTheDeclaredDefaults() throws {
        let text = #"{"board":{"mode":"andora","record":{"rules":"first","moves":["e5","e4"]}},"confirmTurn":false}"#
        let game = try SavedGame(jsonText: text)
        #expect(game.opponent == .human)
        #expect(game.computerPlays == Options.defaultComputerPlays)
        #expect(game.seed == 0)
        #expect(game.startedAt == 0)
        #expect(game.moveTimes == [0, 0], "every move at the start")
        #expect(game.clock == GameClock())
        #expect(game.recordedEndings.isEmpty)
        #expect(!game.paused)
        #expect(game.startingMoves == 0)
    }

    @Test func aStoredValueLackingARequiredFieldIsRefusedNamingIt() {
        #expect(throws: WireError.missing("confirmTurn")) {
            try SavedGame(jsonText: #"{"board":{"mode":"andora","record":{"rules":"first","moves":[]}}}"#)
        }
        #expect(throws: WireError.missing("moves")) {
            try SavedGame(jsonText: #"{"board":{"mode":"andora","record":{"rules":"first"}},"confirmTurn":false}"#)
        }
        #expect(throws: WireError.missing("finished")) { try TutorialProgress(jsonText: #"{"step":3}"#) }
        #expect(throws: WireError.missing("milliseconds")) { try SearchBudget(jsonText: "{}") }
    }

    /// Every field a stored value's schema requires is refused when missing; every other field may be
    /// missing: the reader and the OpenAPI document cannot disagree.
    @Test(arguments: Self.storedTexts)
    func theReaderRefusesExactlyTheMissingFieldsTheSchemaRequires(stored: StoredText) throws {
        guard case .object(let fields) = try JSONValue(parsing: stored.text) else { throw WireError.expected("an object") }
        for field in stored.shape.fields {
            var lacking = fields
            lacking[field.name] = nil
            if field.isRequiredOnReading {
                #expect(throws: WireError.missing(field.name), "\(stored.shape.name).\(field.name)") { try stored.read(.object(lacking)) }
            } else {
                #expect(throws: Never.self, "\(stored.shape.name).\(field.name)") { try stored.read(.object(lacking)) }
            }
        }
    }

    @Test(arguments: Self.storedTexts)
    func aStoredValueReadBackIsWrittenAsTheSameJSON(stored: StoredText) throws {
        #expect(try stored.read(JSONValue(parsing: stored.text)) == stored.text)
    }

    /// A stored value's text as it is written, with the reader and the shape of its type.
    struct StoredText: CustomTestStringConvertible, Sendable {
        let text: String
        let shape: WireShape
        /// Reads the text's type and writes the value again.
        let read: @Sendable (JSONValue) throws(WireError) -> String

        init<Value: WireShaped & WireDecodable & SendableMetatype>(_ type: Value.Type, _ text: String) {
            self.text = text
            shape = WireShape(of: type)
            read = { json throws(WireError) in try Value(json: json).json }
        }

        var testDescription: String { shape.name }
    }

    static let savedGame =
        #"{"board":{"mode":"andora","record":{"rules":"first","moves":["e5","e4"],"undoneMoves":["d3"]}},"confirmTurn":true,"#
        + #""opponent":"expert","computerPlays":"x","seed":"42","startedAt":1000,"moveTimes":[2000,3000],"#
        + #""clock":{"x":1000,"o":500},"paused":true,"startingMoves":1}"#
    /// A played game keeps no undone moves and is never paused.
    static let playedGame =
        #"{"board":{"mode":"classic","record":{"rules":{"size":3,"inARow":3},"moves":["b2"],"undoneMoves":[]}},"#
        + #""confirmTurn":false,"opponent":"human","computerPlays":"o","seed":"0","startedAt":1000,"moveTimes":[2000],"#
        + #""clock":{"x":1000,"o":0}}"#

    static let storedTexts = [
        StoredText(SavedGame.self, savedGame),
        StoredText(PlayedGame.self, #"{"game":\#(playedGame),"endedAt":4000,"result":"abandoned","paperFirstSign":"o","match":"ABC234"}"#),
        StoredText(GameRecord<ClassicGame>.self, #"{"rules":{"size":4,"inARow":3},"moves":["a1"],"undoneMoves":[]}"#),
        StoredText(GameClock.self, #"{"x":12000,"o":9500}"#),
        StoredText(
            Options.self,
            #"{"mode":"classic","strategy":"any","confirmTurn":true,"language":"ru","classic":{"size":5,"inARow":4},"#
                + #""opponent":"strong","computerPlays":"x","paperInput":"draw","coordinates":true,"coach":true,"utcOffsetMinutes":180}"#),
        StoredText(TutorialProgress.self, #"{"step":3,"finished":true}"#),
        StoredText(PaperSnapshot.self, #"{"score":{"xWins":1,"oWins":0,"ties":2}}"#),
        StoredText(
            PuzzleBook.self,
            #"{"own":[{"id":"g7-1","source":"yourGame","rules":"any","moves":["e5"],"within":2}],"solved":["s3"],"missed":["s1"]}"#),
        StoredText(Judgement.self, #"{"move":"e5","mover":"x","score":420,"rules":"first"}"#),
        StoredText(
            ThinkRequest.self,
            #"{"id":3,"purpose":"move","rules":"first","moves":["e5"],"level":"expert","budget":{"milliseconds":1000},"seed":"123"}"#),
    ]
}
