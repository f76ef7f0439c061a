@testable import AndoraWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// A known path asked with a method it does not take: 405 with `Allow`, as JSON, and nothing changes.
@Suite struct MethodNotAllowedMiddlewareTests {
    @Test(arguments: [
        ("/api/state", HTTPRequest.Method.delete, "GET, HEAD"), ("/api/state", .trace, "GET, HEAD"),
        ("/api/state", .options, "GET, HEAD"), ("/api/state", .put, "GET, HEAD"), ("/api/state/", .patch, "GET, HEAD"),
        ("/api/intent", .get, "POST"), ("/api/intent", .head, "POST"), ("/api/texts", .post, "GET, HEAD"),
        ("/openapi.json", .delete, "GET, HEAD"), ("/", .post, "GET, HEAD"), ("/app.js", .put, "GET, HEAD"),
    ])
    func aKnownPathRefusesOtherMethodsWith405(path: String, method: HTTPRequest.Method, allow: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client, language: "ru")
            let before = try await browser.state()
            let answer = try await browser.request(path, method: method, headers: [.contentType: "application/json"], body: "{}")
            #expect(answer.status == .methodNotAllowed)
            #expect(answer.headers[.allow] == allow)
            if method != .head {
                let allowed = allow.split(separator: ", ").map { HTTPRequest.Method(String($0))! }
                #expect(answer.error == APIProblem(.methodNotAllowed(allowed: allowed), language: .ru).message)
            }
            #expect(answer.headers[.contentSecurityPolicy] != nil)
            #expect(try await browser.state() == before)
        }
    }

    @Test func anUnknownPathIs404WhateverTheMethod() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let answer = try await browser.request("/api/nothing", method: .delete)
            #expect(answer.status == .notFound)
        }
    }
}
