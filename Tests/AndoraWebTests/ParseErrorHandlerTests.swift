@testable import AndoraWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Bytes that are not HTTP still get the JSON problem with the security headers, and the connection closes.
@Suite struct ParseErrorHandlerTests {
    @Test(arguments: [
        "FOO BAR\r\n\r\n", "GET /app.js\u{0}.html HTTP/1.1\r\nHost: localhost:{port}\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: localhost:{port}\r\nBad Header: x\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: localhost:{port}\r\nX-Big: \(String(repeating: "a", count: 90_000))\r\n\r\n",
        "POST /api/intent HTTP/1.1\r\nHost: localhost:{port}\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n{}",
    ])
    func aRequestThatDoesNotParseGetsAJSONProblem(request: String) async throws {
        try await testApplication(settings: WebSettings(port: 0)).test(.live) { client in
            let port = try #require(client.port)
            let answer = try await RawConnection(port: port).exchange(request.replacingOccurrences(of: "{port}", with: String(port)))
            #expect(answer.status == 400)
            #expect(answer.error == APIProblem(.malformedRequest, language: .en).message)
            #expect(answer.headers["content-type"]?.hasPrefix("application/json") == true)
            #expect(answer.headers["content-security-policy"] != nil)
            #expect(answer.headers["x-content-type-options"] == "nosniff")
            #expect(answer.headers["referrer-policy"] == "no-referrer")
        }
    }

    @Test func aBadRequestAfterAGoodOneOnTheSameConnectionIsAnsweredAfterIt() async throws {
        try await testApplication(settings: WebSettings(port: 0)).test(.live) { client in
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            connection.send("GET /api/texts HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\nFOO BAR\r\n\r\n")
            let answers = String(decoding: try #require(await connection.readUntilClosed()), as: UTF8.self)
            #expect(answers.hasPrefix("HTTP/1.1 200"))
            #expect(answers.contains("HTTP/1.1 400"))
            #expect(answers.hasSuffix(String(buffer: APIProblem(.malformedRequest, language: .en).body)))
        }
    }
}
