@testable import AndoraWeb
import AndoraHost
import AndoraModel
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Whatever goes wrong, the answer is the JSON problem with the security headers.
@Suite struct ProblemMiddlewareTests {
    struct Unexpected: Error {}

    @Test func anUnexpectedErrorIsA500Problem() async throws {
        let router = buildRouter(WebSettings(port: 80), runtime: AppRuntime(store: MemoryProfileStore()))
        router.get("boom") { _, _ -> String in throw Unexpected() }
        try await Application(router: router).test(.router) { client in
            var browser = Browser(client, language: "ru")
            let answer = try await browser.get("/boom")
            #expect(answer.status == .internalServerError)
            #expect(answer.error == APIProblem(.serverError, language: .ru).message)
            #expect(answer.headers[.contentSecurityPolicy] != nil)
            #expect(answer.headers[.referrerPolicy] == "no-referrer")
        }
    }
}
