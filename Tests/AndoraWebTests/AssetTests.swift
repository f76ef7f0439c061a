import AndoraWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct AssetTests {
    private var files: [URL] {
        (try? FileManager.default.contentsOfDirectory(at: WebAssets.folder, includingPropertiesForKeys: nil)) ?? []
    }

    /// The API's description (`openapi.json`) is served beside the page but never loaded by it; the
    /// app model's module is counted on its own. Before it is compressed, the page is about 145 KB
    /// with the review and its chart's scale, the coach, the puzzles, matches, backups read a page
    /// at a time, opening a game's moves and the layouts of four screen sizes; the budget leaves a
    /// little room and no more.
    /// What travels on first load, compressed, is held under 60 KB by `theFirstLoadTransfersUnder60KB`.
    @Test func thePageWithItsIconsAndManifestIsUnder146KB() throws {
        let page = files.filter { !["openapi.json", "andora.wasm"].contains($0.lastPathComponent) }
        let sizes = try page.map { try $0.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0 }
        #expect(page.count >= 11)
        #expect(sizes.reduce(0, +) < 146_000)
    }

    /// The module a phone downloads once to play without a server travels gzipped, under 790 KB
    /// (725 KB with the engine's review, the coach and the puzzles; 742 KB before the engine's network,
    /// whose 16-bit weights add 9.4 KB gzipped: the budget was 750 KB until then; 772 KB before
    /// opening a game's moves, the options' question and the coach's reasons, about 10 KB more:
    /// the budget was 775 KB until then).
    @Test func theAppModelsModuleTravelsGzippedUnder790KB() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let answer = try await browser.request("/andora.wasm", headers: [.acceptEncoding: "gzip"])
            #expect(answer.headers[.contentType] == "application/wasm")
            #expect(answer.headers[.contentEncoding] == "gzip")
            #expect(answer.body.count < 790_000)
        }
    }

    /// The service worker names a version made from every file, so a new release is a new worker.
    @Test func theServiceWorkerCarriesTheFilesVersion() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let worker = String(decoding: try await browser.get("/sw.js").body, as: UTF8.self)
            #expect(!worker.contains("ANDORA_VERSION"))
            #expect(worker.range(of: #"andora-[0-9a-f]+""#, options: .regularExpression) != nil)
        }
    }

    @Test func thePageLoadsNothingFromOtherHosts() throws {
        for file in files where ["html", "css", "js", "webmanifest", "svg"].contains(file.pathExtension) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for pattern in [#"(src|href)\s*=\s*["']?(https?:)?//"#, #"url\(\s*["']?(https?:)?//"#, #"fetch\(\s*["'`]https?:"#] {
                #expect(text.range(of: pattern, options: .regularExpression) == nil, "\(file.lastPathComponent)")
            }
        }
    }

    @Test(arguments: [
        "/", "/app.js", "/app.css", "/paper.js", "/paper.css", "/match.js", "/local.js", "/wasm.js", "/think.js", "/sw.js",
        "/andora.wasm", "/manifest.webmanifest", "/icon.svg", "/icon-192.png", "/icon-512.png",
    ])
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
