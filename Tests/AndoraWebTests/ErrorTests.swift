import AndoraModel
import AndoraCore
import AndoraWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Every refused request: a 4xx with a localised `{"error": …}`, and the session's state unchanged.
@Suite struct ErrorTests {
    /// A request the API must refuse, with the status and message it must refuse it with.
    struct BadRequest: Sendable, CustomTestStringConvertible {
        var name: String
        var body: String
        var contentType = "application/json"
        var status: HTTPResponse.Status
        var kind: APIProblem.Kind
        var testDescription: String { name }
    }

    static let badRequests = [
        BadRequest(name: "not JSON", body: "{\"type\": ", status: .badRequest, kind: .invalidJSON),
        BadRequest(name: "empty body", body: "", status: .badRequest, kind: .invalidJSON),
        BadRequest(name: "unknown intent", body: #"{"type":"castle"}"#, status: .unprocessableContent, kind: .unknownIntent),
        BadRequest(name: "no type", body: #"{"cell":"e5"}"#, status: .unprocessableContent, kind: .unknownIntent),
        BadRequest(name: "bad cell", body: #"{"type":"tapCell","cell":"z0"}"#, status: .unprocessableContent,
                   kind: .invalidIntentField(field: "cell", type: "tapCell")),
        BadRequest(name: "no cell", body: #"{"type":"tapCell"}"#, status: .unprocessableContent,
                   kind: .invalidIntentField(field: "cell", type: "tapCell")),
        BadRequest(name: "bad language", body: #"{"type":"setLanguage","language":"fr"}"#, status: .unprocessableContent,
                   kind: .invalidIntentField(field: "language", type: "setLanguage")),
        BadRequest(name: "array", body: "[]", status: .unprocessableContent, kind: .unknownIntent),
        BadRequest(name: "computer's move from a browser", body: #"{"type":"thought","request":1,"cell":"e5"}"#,
                   status: .unprocessableContent, kind: .unknownIntent),
        BadRequest(name: "clock from a browser", body: #"{"type":"clock","now":99999999}"#,
                   status: .unprocessableContent, kind: .unknownIntent),
        BadRequest(
            name: "oversized", body: #"{"type":"startGame","padding":""# + String(repeating: "x", count: 5000) + #""}"#,
            status: .contentTooLarge, kind: .tooLarge(limit: 4096)),
        BadRequest(name: "form post", body: "type=startGame", contentType: "application/x-www-form-urlencoded",
                   status: .unsupportedMediaType, kind: .notJSON),
    ]

    @Test(arguments: badRequests, [Language.en, .ru])
    func aBadIntentIsRefusedInTheSessionLanguageAndChangesNothing(_ bad: BadRequest, language: Language) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client, language: language.rawValue)
            _ = try await browser.state()
            let before = try await browser.send(.startGame)
            let answer = try await browser.post(bad.body, contentType: bad.contentType)
            #expect(answer.status == bad.status)
            #expect(answer.headers[.contentType]?.hasPrefix("application/json") == true)
            #expect(answer.error == APIProblem(bad.kind, language: language).message)
            #expect(try await browser.state() == before)
        }
    }

    @Test func problemMessagesDifferByLanguage() {
        let kinds: [APIProblem.Kind] = [
            .invalidJSON, .unknownIntent, .invalidIntentField(field: "cell", type: "tapCell"), .notJSON, .sessionExpired, .unknownLanguage, .notFound,
            .tooLarge(limit: 4096), .foreignHost, .crossOrigin, .badPath, .methodNotAllowed(allowed: [.get, .head]),
            .malformedRequest, .serverError,
        ]
        for kind in kinds {
            let english = APIProblem(kind, language: .en).message
            #expect(english != APIProblem(kind, language: .ru).message)
            #expect(!english.hasPrefix("error."))
        }
    }

    @Test(arguments: [
        nil, "andora_profile=not-a-profile", "andora_profile=FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", "andora_profile=local",
    ])
    func anIntentWithoutAProfileGets410AndOpensNothing(cookie: String?) async throws {
        try await testApplication().test(.router) { client in
            var headers: HTTPFields = [.contentType: "application/json", .acceptLanguage: "ru"]
            if let cookie { headers[.cookie] = cookie }
            let response = try await client.execute(
                uri: "/api/intent", method: .post, headers: headers, body: ByteBuffer(string: #"{"type":"startGame"}"#))
            #expect(response.status == .gone)
            #expect(response.headers[.setCookie] == nil)
            let body = try JSONDecoder().decode([String: String].self, from: Data(buffer: response.body))
            #expect(body["error"] == APIProblem(.sessionExpired, language: .ru).message)
        }
    }

    @Test func anIntentToTheMainScreenThatDoesNotApplyReturnsTheSameState() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let main = try await browser.state()
            #expect(try await browser.send(.tapCell(try Cell(notation: "e5"))) == main)
        }
    }

    @Test func aRefusedTapSaysWhyAndChangesNoMark() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.state()
            _ = try await browser.send(.startGame)
            let played = try await browser.send(.tapCell(try Cell(notation: "e5")))
            let refused = try await browser.send(.tapCell(try Cell(notation: "e5")))
            #expect(refused.game?.refusal == Localizer(language: .en).text(.refusalOccupied))
            #expect(refused.game?.board == played.game?.board)
        }
    }

    @Test(arguments: ["/api/nothing", "/nothing.html", "/api/texts?language=fr"])
    func unknownAddressesGetAJSONError(path: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client, language: "ru")
            let answer = try await browser.get(path)
            #expect((400..<500).contains(answer.status.code))
            #expect(answer.error?.isEmpty == false)
        }
    }

    @Test func aWrongMethodIsRefusedWithoutTouchingTheSession() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let before = try await browser.state()
            let answer = try await browser.post(#"{"type":"startGame"}"#, path: "/api/state")
            #expect(answer.status == .methodNotAllowed)
            #expect(try await browser.state() == before)
        }
    }
}
