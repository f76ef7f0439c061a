@testable import AndoraWeb
import CompressNIO
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The page's files: exact names only, compressed, cacheable, and no odd paths.
@Suite struct StaticFilesTests {
    @Test(arguments: ["/app.js%00.html", "/index.html%00.png", "/%00", "/%0a", "/app.js%1F", "/%7F", "/%C2%85", "/%zz", "/%ff"])
    func pathsWithControlBytesOrBrokenEscapesAreRefused(path: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client, language: "ru")
            let answer = try await browser.get(path)
            #expect(answer.status == .badRequest)
            #expect(answer.error == APIProblem(.badPath, language: .ru).message)
            #expect(answer.headers[.location] == nil)
            #expect(answer.headers[.contentSecurityPolicy] != nil)
        }
    }

    @Test(arguments: ["/../Package.swift", "/..%2fPackage.swift", "/%2e%2e/Package.swift", "//etc/passwd", "/web/app.js", "/app.js/", "/App.js"])
    func nothingButThePagesFilesIsServed(path: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let answer = try await browser.get(path)
            #expect(answer.status == .notFound)
            #expect(answer.error == APIProblem(.notFound, language: .en).message)
            #expect(answer.headers[.location] == nil)
        }
    }

    @Test(arguments: ["/", "/app.js", "/app.css", "/paper.js", "/openapi.json", "/manifest.webmanifest", "/icon.svg"])
    func textFilesAreServedGzippedToBrowsersThatTakeIt(path: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let plain = try await browser.get(path)
            #expect(plain.headers[.contentEncoding] == nil)
            let zipped = try await browser.request(path, headers: [.acceptEncoding: "gzip, deflate, br, zstd"])
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(zipped.headers[.vary] == "Accept-Encoding")
            #expect(zipped.headers[.contentType] == plain.headers[.contentType])
            #expect(zipped.body.count < plain.body.count)
            var buffer = ByteBuffer(bytes: zipped.body)
            #expect(Data(buffer: try buffer.decompress(with: .gzip())) == plain.body)
            let refused = try await browser.request(path, headers: [.acceptEncoding: "br, gzip;q=0"])
            #expect(refused.headers[.contentEncoding] == nil)
        }
    }

    @Test func pngIconsAreNotCompressedAgain() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let answer = try await browser.request("/icon-192.png", headers: [.acceptEncoding: "gzip"])
            #expect(answer.headers[.contentEncoding] == nil)
            #expect(answer.headers[.contentType] == "image/png")
        }
    }

    @Test(arguments: [
        ("/", "no-cache"), ("/app.js", "no-cache"), ("/app.css", "no-cache"), ("/openapi.json", "no-cache"),
        ("/icon.svg", "public, max-age=604800"), ("/icon-512.png", "public, max-age=604800"),
    ])
    func theBrowserRevalidatesThePageAndKeepsTheIcons(path: String, cacheControl: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let first = try await browser.get(path)
            #expect(first.headers[.cacheControl] == cacheControl)
            let eTag = try #require(first.headers[.eTag])
            let again = try await browser.request(path, headers: [.ifNoneMatch: #""other", \#(eTag)"#])
            #expect(again.status == .notModified)
            #expect(again.body.isEmpty)
            #expect(again.headers[.eTag] == eTag)
            let stale = try await browser.request(path, headers: [.ifNoneMatch: #"W/"0""#])
            #expect(stale.status == .ok)
        }
    }

    @Test(arguments: ["/", "/app.js", "/icon-192.png", "/api/state", "/api/texts", "/openapi.json"])
    func headAnswersLikeGetWithoutTheBody(path: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let get = try await browser.get(path)
            let head = try await browser.request(path, method: .head)
            #expect(head.status == .ok)
            #expect(head.body.isEmpty)
            #expect(head.headers[.contentType] == get.headers[.contentType])
            #expect(head.headers[.contentLength] == String(get.body.count))
        }
    }

    @Test func theFirstLoadTransfersUnder60KB() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let headers: HTTPFields = [.acceptEncoding: "gzip, deflate, br"]
            let index = try await browser.request("/", headers: headers)
            var buffer = ByteBuffer(bytes: index.body)
            let html = String(buffer: try buffer.decompress(with: .gzip()))
            let linked = html.matches(of: /(?:href|src)="([^"#]+)"/).map { "/" + $0.output.1 }
            #expect(linked.count >= 7)
            var answers = [index]
            for path in linked + ["/api/state", "/api/texts"] {
                answers.append(try await browser.request(path, headers: headers))
            }
            #expect(answers.allSatisfy { $0.status == .ok })
            let transferred = answers.map { answer in
                answer.body.count + answer.headers.reduce(20) { $0 + $1.name.rawName.utf8.count + $1.value.utf8.count + 4 }
            }.reduce(0, +)
            #expect(transferred < 60_000, "\(transferred) bytes")
        }
    }
}
