import AndoraHost
import AndoraModel
import AndoraCore
@testable import AndoraWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct OpenAPITests {
    private let document = try! SchemaValue(Data(contentsOf: WebAssets.openAPI))
    /// Strict: a field the model writes and the document does not name fails the test.
    private var checker: SchemaChecker { SchemaChecker(document: document, rejectsUndocumentedFields: true) }

    @Test func everyRouteIsDocumentedAndEveryDocumentedRouteExists() throws {
        let router = buildRouter(runtime: AppRuntime(store: MemoryProfileStore()))
        let routes = Set(router.routes.map { "\($0.method.rawValue.lowercased()) \($0.path)" })
        let paths = try #require(document["paths"]?.object)
        let documented = Set(paths.flatMap { path, operations in
            (operations.object ?? [:]).keys.map { "\($0) \(path)" }
        })
        #expect(!routes.isEmpty)
        #expect(routes == documented)
    }

    @Test func theServedDocumentIsTheResource() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let answer = try await browser.get("/openapi.json")
            #expect(answer.status == .ok)
            #expect(try SchemaValue(answer.body) == document)
        }
    }

    @Test func everyKindOfIntentIsDocumentedAndEveryDocumentedIntentExists() throws {
        let branches = try #require(checker.schema(named: "Intent")["oneOf"]?.array)
        let documented = branches.compactMap { $0["properties"]?["type"]?["enum"]?.array?.first?.string }
        #expect(documented.count == branches.count)
        #expect(Set(documented) == Set(AppIntent.kinds.map { $0.name }))
    }

    @Test(arguments: AppIntent.kinds.map { $0.example } + [.setHistoryMode(nil), .setHistoryResult(nil)])
    func everyIntentFitsTheIntentSchema(intent: AppIntent) throws {
        let json = try SchemaValue(Data(intent.json.utf8))
        #expect(checker.problems(json, against: checker.schema(named: "Intent")) == [], "\(intent)")
    }

    @Test func intentsAsThePageSendsThemFitTheIntentSchema() throws {
        let paperIntents = [
            #"{"type":"chooseMode","mode":"paper"}"#, #"{"type":"setPaperInput","input":"draw"}"#,
            #"{"type":"stroke","points":[[10,20,0],[30.5,40,16]]}"#, #"{"type":"tapPoint","x":120,"y":84.5}"#,
            #"{"type":"shape","strokes":[[[1,2,0],[3,4,9]],[[5,6]]]}"#, #"{"type":"doubleTap"}"#,
        ]
        // As the page sends them: a point without a time is [x, y] (the app writes its t as null).
        for raw in paperIntents {
            _ = try AppIntent(json: JSONValue(parsing: raw))
            #expect(checker.problems(try SchemaValue(Data(raw.utf8)), against: checker.schema(named: "Intent")) == [], "\(raw)")
        }
        let unknown = try SchemaValue(Data(#"{"type":"castle"}"#.utf8))
        #expect(!checker.problems(unknown, against: checker.schema(named: "Intent")).isEmpty)
    }

    @Test func statesOfEveryScreenFitTheStateSchema() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            var answers = [try await browser.get("/api/state")]
            let intents = [
                #"{"type":"openOptions"}"#, #"{"type":"setConfirmTurn","on":true}"#, #"{"type":"saveOptions"}"#,
                #"{"type":"startGame"}"#, #"{"type":"tapCell","cell":"e5"}"#, #"{"type":"finishTurn"}"#,
                #"{"type":"tapCell","cell":"e5"}"#, #"{"type":"exit"}"#,
            ]
            for intent in intents {
                answers.append(try await browser.post(intent))
            }
            #expect(answers.last?.state?.dialog != nil)
            #expect(answers.contains { $0.state?.game?.refusal != nil })
            for answer in answers {
                #expect(checker.problems(try SchemaValue(answer.body), against: checker.schema(named: "AppState")) == [])
            }
        }
    }

    @Test func statesOfHistoryAndReplayFitTheStateSchema() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            var answers = [try await browser.get("/api/state")]
            for intent in [#"{"type":"startGame"}"#, #"{"type":"tapCell","cell":"e5"}"#, #"{"type":"exit"}"#,
                           #"{"type":"confirmExit"}"#, #"{"type":"startGame"}"#, #"{"type":"confirmNewGame"}"#,
                           #"{"type":"tapCell","cell":"e5"}"#, #"{"type":"pause"}"#, #"{"type":"exit"}"#, #"{"type":"confirmExit"}"#,
                           #"{"type":"openHistory"}"#] {
                answers.append(try await browser.post(intent))
            }
            let row = try #require(answers.last?.state?.history?.rows.first)
            answers.append(try await browser.post(#"{"type":"openPlayedGame","id":\#(row.id)}"#))
            #expect(answers.last?.state?.replay?.moveCount == 1)
            for intent in [#"{"type":"startReview"}"#, #"{"type":"toggleBetterMove"}"#,
                           #"{"type":"replayStep","step":0}"#, #"{"type":"toggleAutoplay"}"#, #"{"type":"playFromHere"}"#,
                           #"{"type":"cancelNewGame"}"#, #"{"type":"back"}"#,
                           #"{"type":"deletePlayedGame","id":\#(row.id)}"#] {
                answers.append(try await browser.post(intent))
            }
            #expect(answers.last?.state?.dialog?.kind == .deleteGameConfirmation)
            #expect(answers.contains { $0.state?.replay?.review?.start.enabled == false }, "the review started")
            #expect(answers.contains { $0.state?.dialog?.kind == .newGameConfirmation })
            #expect(answers.contains { $0.state?.game?.pausedLabel != nil })
            for answer in answers {
                #expect(answer.status == .ok)
                #expect(checker.problems(try SchemaValue(answer.body), against: checker.schema(named: "AppState")) == [])
            }
        }
    }

    @Test func statesOfThePencilAndPaperSheetFitTheStateSchema() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            var answers = [try await browser.get("/api/state")]
            let lines = [
                "[[350,80,0],[352,920,200]]", "[[650,80,0],[648,920,200]]",
                "[[80,350,0],[920,352,200]]", "[[80,650,0],[920,648,200]]",
            ]
            let taps = [(500, 500), (200, 200), (800, 200), (800, 800), (200, 800)]
            let intents = [#"{"type":"chooseMode","mode":"paper"}"#, #"{"type":"openOptions"}"#, #"{"type":"back"}"#,
                           #"{"type":"startGame"}"#,
                           #"{"type":"stroke","points":[[300,300,0],[420,330,10],[320,380,20],[430,400,30]]}"#]
                + lines.map { #"{"type":"stroke","points":\#($0)}"# } + [#"{"type":"exit"}"#, #"{"type":"back"}"#]
                + taps.map { #"{"type":"tapPoint","x":\#($0.0),"y":\#($0.1)}"# }
            for intent in intents {
                answers.append(try await browser.post(intent))
            }
            let states = try answers.map { try SchemaValue($0.body) }
            #expect(states.contains { $0["options"]?["paperInput"] != nil })
            #expect(states.contains { $0["paper"]?["fading"] != nil })
            #expect(states.contains { $0["paper"] != nil && $0["dialog"] != nil })
            #expect(states.last?["paper"]?["result"] == .string("X won"))
            for state in states {
                #expect(checker.problems(state, against: checker.schema(named: "AppState")) == [])
            }
        }
    }

    @Test func errorsAndTextsFitTheirSchemas() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.state()
            let error = try await browser.post("{")
            #expect(checker.problems(try SchemaValue(error.body), against: checker.schema(named: "Error")) == [])
            let texts = try await browser.get("/api/texts")
            #expect(checker.problems(try SchemaValue(texts.body), against: checker.schema(named: "PageTexts")) == [])
        }
    }

    /// The screens the other tests reach only through a server (statistics, tutorial, match setup),
    /// written by the model as the page's WebAssembly build writes them.
    @Test func statesOfTheModelsOtherScreensFitTheStateSchema() throws {
        var session = WireModel(language: .ru)
        let lines = [
            #"{"clock":1700000000000}"#, #"{"type":"openStatistics"}"#, #"{"type":"back"}"#, #"{"type":"openTutorial"}"#,
            #"{"type":"tapCell","cell":"a1"}"#, #"{"type":"tapCell","cell":"e5"}"#, #"{"type":"tutorialNext"}"#,
            #"{"type":"skipTutorial"}"#, #"{"type":"openPuzzles"}"#, #"{"type":"tapCell","cell":"a1"}"#,
            #"{"type":"tapCell","cell":"i9"}"#, #"{"type":"showSolution"}"#, #"{"type":"nextPuzzle"}"#, #"{"type":"back"}"#,
            #"{"type":"openMatchSetup"}"#, #"{"type":"setMatchSide","side":"o"}"#,
            #"{"type":"joinMatch","code":"ZZZZZZ"}"#,
        ]
        let states = try lines.map { try #require(SchemaValue(Data(session.apply($0).utf8))["state"]) }
        #expect(Set(states.compactMap { $0["screen"]?.string }) == ["main", "statistics", "tutorial", "puzzles", "matchSetup"])
        for (line, state) in zip(lines, states) {
            #expect(checker.problems(state, against: checker.schema(named: "AppState")) == [], "\(line)")
        }
    }

    /// The document's properties are the fields a shape declares, and what it requires is always written.
    @Test(arguments: OpenAPIDocument.shapes)
    func everyShapeHasTheFieldsOfItsSchema(shape: WireShape) throws {
        let schema = checker.schema(named: shape.name)
        let properties = try #require(schema["properties"]?.object)
        #expect(Set(properties.keys) == Set(shape.fields.map(\.name)))
        let required = Set((schema["required"]?.array ?? []).compactMap(\.string))
        let alwaysWritten = Set(shape.fields.filter(\.isRequired).map(\.name))
        #expect(required.isSubset(of: alwaysWritten), "\(required.subtracting(alwaysWritten))")
    }

    @Test func theStrictCheckerNoticesAnUndocumentedField() throws {
        let extra = try SchemaValue(Data(#"{"language":"en","screen":"main","surprise":1}"#.utf8))
        #expect(checker.problems(extra, against: checker.schema(named: "AppState")) == ["$.surprise: not documented"])
    }

    @Test func theCheckerNoticesAMissingRequiredField() throws {
        let incomplete = try SchemaValue(Data(#"{"language":"en"}"#.utf8))
        #expect(checker.problems(incomplete, against: checker.schema(named: "AppState")) == ["$.screen: missing"])
    }
}
