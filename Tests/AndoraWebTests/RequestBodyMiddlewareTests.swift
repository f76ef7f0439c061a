@testable import AndoraWeb
import AndoraModel
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Intents are JSON, and the server holds to every range and pattern the OpenAPI document states.
@Suite struct RequestBodyMiddlewareTests {
    @Test(arguments: [
        "application/jsonp", "application/json-seq", "text/json", "application/jsonx; charset=utf-8", "application/x-www-form-urlencoded",
        "text/plain; application/json", "",
    ])
    func anythingButJSONIsRefusedWith415(contentType: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client, language: "ru")
            _ = try await browser.state()
            let answer = try await browser.post(#"{"type":"startGame"}"#, contentType: contentType)
            #expect(answer.status == .unsupportedMediaType)
            #expect(answer.error == APIProblem(.notJSON, language: .ru).message)
        }
    }

    @Test(arguments: ["application/json", "Application/JSON", "application/json; charset=utf-8", " application/json ;charset=UTF-8"])
    func jsonWithOrWithoutParametersIsTaken(contentType: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.state()
            #expect(try await browser.post(#"{"type":"startGame"}"#, contentType: contentType).state?.screen == .game)
        }
    }

    /// Every integer field of every intent but the revision any intent may carry, with the bounds
    /// the document gives it.
    static var integerRanges: [(intent: String, field: String, minimum: Int, maximum: Int)] {
        let document = try! SchemaValue(Data(contentsOf: WebAssets.openAPI))
        let branches = document["components"]?["schemas"]?["Intent"]?["oneOf"]?.array ?? []
        return branches.flatMap { branch -> [(String, String, Int, Int)] in
            let properties = branch["properties"]?.object ?? [:]
            let type = properties["type"]?["enum"]?.array?.first?.string ?? ""
            return properties.compactMap { field, schema in
                guard schema["type"]?.string == "integer", field != IntentKind.revision.name else { return nil }
                return (type, field, Int(schema["minimum"]?.number ?? -1), Int(schema["maximum"]?.number ?? -1))
            }
        }
    }

    @Test func theDocumentBoundsEveryIntegerField() {
        #expect(Self.integerRanges.map(\.intent).sorted() == [
            "deletePlayedGame", "openPlayedGame", "replayStep", "setClassicInARow", "setClassicSize", "setTimeZone",
            "showHistoryPage",
        ])
        let counts = Self.integerRanges.filter { $0.intent != "setTimeZone" }
        #expect(counts.allSatisfy { $0.minimum >= 0 && $0.maximum > $0.minimum })
        #expect(Self.integerRanges.filter { $0.intent == "setTimeZone" }.map { [$0.minimum, $0.maximum] } == [[-840, 840]])
        #expect(Self.integerRanges.filter { $0.intent.hasPrefix("setClassic") }.allSatisfy { $0.minimum == 3 && $0.maximum == 15 })
    }

    @Test func aRevisionBelowZeroIsRefusedAndAnyOtherIsTaken() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.state()
            let answer = try await browser.post(#"{"type":"openOptions","revision":-1}"#)
            #expect(answer.status == .unprocessableContent)
            #expect(answer.error == APIProblem(.invalidIntentField(field: "revision", type: "openOptions"), language: .en).message)
            for revision in [0, 1_000_000_000_000] {
                #expect(try await browser.post(#"{"type":"openOptions","revision":\#(revision)}"#).status == .ok)
            }
        }
    }

    @Test(arguments: integerRanges.map { "\($0.intent) \($0.field) \($0.minimum) \($0.maximum)" })
    func aValueOutsideADocumentedRangeIsRefusedAndTheBoundsAreTaken(range: String) async throws {
        let parts = range.split(separator: " ").map(String.init)
        let (type, field, minimum, maximum) = (parts[0], parts[1], Int(parts[2])!, Int(parts[3])!)
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.state()
            let options = try await browser.send(.openOptions)
            for value in [minimum - 1, maximum + 1, -1_000_000, Int.max] {
                for path in ["/api/intent", "/api/intent/"] {
                    let answer = try await browser.post(#"{"type":"\#(type)","\#(field)":\#(value)}"#, path: path)
                    #expect(answer.status == .unprocessableContent, "\(path) \(type) \(field) \(value)")
                    #expect(answer.error == APIProblem(.invalidIntentField(field: field, type: type), language: .en).message)
                }
            }
            #expect(try await browser.state() == options)
            for value in [minimum, maximum] {
                #expect(try await browser.post(#"{"type":"\#(type)","\#(field)":\#(value)}"#).status == .ok)
            }
        }
    }

    @Test(arguments: [
        #"{"type":"tapCell","cell":"p1"}"#, #"{"type":"tapCell","cell":"a16"}"#, #"{"type":"tapCell","cell":"E5"}"#,
        #"{"type":"stroke","points":[[null,null]]}"#, #"{"type":"stroke","points":[[1,2,null]]}"#, #"{"type":"stroke","points":[[1]]}"#,
        #"{"type":"stroke","points":[[1,2,3,4]]}"#, #"{"type":"shape","strokes":[[[1,2]],[["1",2]]]}"#, #"{"type":"tapPoint","x":true,"y":1}"#,
        #"{"type":"setClassicSize","size":7.5}"#, #"{"type":"setConfirmTurn","on":1}"#,
        #"{"type":"joinMatch","code":""}"#, #"{"type":"watchMatch","code":"000000000000000000000000000000000"}"#,
    ])
    func anIntentOutsideItsSchemaIsRefusedWith422(body: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let before = try await browser.state()
            let answer = try await browser.post(body)
            #expect(answer.status == .unprocessableContent)
            let type = try #require(body.split(separator: "\"").dropFirst(3).first)
            #expect(answer.error?.hasPrefix("The field “") == true && answer.error?.contains("of the intent “\(type)”") == true,
                    "the refusal names the intent and its field: \(answer.error ?? "")")
            #expect(try await browser.state() == before)
        }
    }
}
