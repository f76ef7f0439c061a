import AndoraApp
import AndoraCore
import AndoraStore
import AndoraWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct OpenAPITests {
    private let document = try! JSONValue(Data(contentsOf: WebAssets.openAPI))
    private var checker: SchemaChecker { SchemaChecker(document: document) }

    @Test func everyRouteIsDocumentedAndEveryDocumentedRouteExists() throws {
        let router = buildRouter(sessions: SessionStore(store: .inMemory(), limit: 1))
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
            #expect(try JSONValue(answer.body) == document)
        }
    }

    @Test func everyIntentFitsTheIntentSchema() throws {
        let intents: [AppIntent] = [
            .startGame, .resumeGame, .chooseMode(.classic), .openOptions, .tapCell(try Cell(notation: "e5")), .finishTurn,
            .undo, .redo, .exit, .confirmExit, .cancelExit, .closeDialog, .back, .setStrategy(.any),
            .setConfirmTurn(true), .setLanguage(.ru), .setClassicSize(7), .setClassicInARow(4), .saveOptions,
            .setOpponent(.expert), .setComputerPlays(.x), .hint,
        ]
        for intent in intents {
            let json = try JSONValue(JSONEncoder().encode(intent))
            #expect(checker.problems(json, against: checker.schema(named: "Intent")) == [], "\(intent)")
        }
        let unknown = try JSONValue(Data(#"{"type":"castle"}"#.utf8))
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
                #expect(checker.problems(try JSONValue(answer.body), against: checker.schema(named: "AppState")) == [])
            }
        }
    }

    @Test func errorsAndTextsFitTheirSchemas() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.state()
            let error = try await browser.post("{")
            #expect(checker.problems(try JSONValue(error.body), against: checker.schema(named: "Error")) == [])
            let texts = try await browser.get("/api/texts")
            #expect(checker.problems(try JSONValue(texts.body), against: checker.schema(named: "PageTexts")) == [])
        }
    }

    @Test func theCheckerNoticesAMissingRequiredField() throws {
        let incomplete = try JSONValue(Data(#"{"language":"en"}"#.utf8))
        #expect(checker.problems(incomplete, against: checker.schema(named: "AppState")) == ["$.screen: missing"])
    }
}
