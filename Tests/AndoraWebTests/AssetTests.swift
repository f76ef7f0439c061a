import AndoraWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct AssetTests {
    private var files: [URL] {
        (try? FileManager.default.contentsOfDirectory(at: WebAssets.folder, includingPropertiesForKeys: nil)) ?? []
    }

    /// The API's description (`openapi.json`) is served beside the page but never loaded by it.
    @Test func thePageWithItsIconsAndManifestIsUnder100KB() throws {
        let page = files.filter { $0.lastPathComponent != "openapi.json" }
        let sizes = try page.map { try $0.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0 }
        #expect(page.count >= 7)
        #expect(sizes.reduce(0, +) < 100_000)
    }

    @Test func thePageLoadsNothingFromOtherHosts() throws {
        for file in files where ["html", "css", "js", "webmanifest", "svg"].contains(file.pathExtension) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for pattern in [#"(src|href)\s*=\s*["']?(https?:)?//"#, #"url\(\s*["']?(https?:)?//"#, #"fetch\(\s*["'`]https?:"#] {
                #expect(text.range(of: pattern, options: .regularExpression) == nil, "\(file.lastPathComponent)")
            }
        }
    }

    @Test(arguments: ["/", "/app.js", "/app.css", "/paper.js", "/paper.css", "/manifest.webmanifest", "/icon.svg", "/icon-192.png", "/icon-512.png"])
    func theServerServesEveryFileOfThePage(path: String) async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let answer = try await browser.get(path)
            #expect(answer.status == .ok)
            #expect(!answer.body.isEmpty)
            #expect(answer.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true)
        }
    }

    @Test func theIndexLinksTheManifestIconsAndViewport() throws {
        let index = try String(contentsOf: WebAssets.folder.appendingPathComponent("index.html"), encoding: .utf8)
        for needle in [#"name="viewport""#, #"name="theme-color""#, #"rel="manifest""#, #"rel="apple-touch-icon""#] {
            #expect(index.contains(needle))
        }
    }
}
