import AndoraModel
import Foundation
import Hummingbird

/// Serves the page's files from memory (read and compressed once, at start): exact names only, `/` is
/// `index.html`, no directory listings and no redirects; GET and HEAD only (else 405). The path of every
/// request no route matched is checked here first: control bytes, raw or percent-encoded, and broken
/// escapes are refused with 400 (the API's routes have no such bytes, so no route matches them).
struct StaticFiles<Context: RequestContext>: RouterMiddleware {
    private let files: [String: StaticFile]

    /// Reads every file of the folder; the service worker (`sw.js`) gets the version of them all.
    init(folder: URL) throws {
        let urls = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        var files = [String: StaticFile]()
        for url in urls where url.lastPathComponent != Self.serviceWorker {
            files["/" + url.lastPathComponent] = try StaticFile(contentsOf: url)
        }
        let worker = folder.appendingPathComponent(Self.serviceWorker)
        if let text = try? String(contentsOf: worker, encoding: .utf8) {
            let version = Self.version(of: files)
            files["/" + Self.serviceWorker] = try StaticFile(
                Data(text.replacingOccurrences(of: "ANDORA_VERSION", with: version).utf8), pathExtension: "js")
        }
        files["/"] = files["/index.html"]
        self.files = files
    }

    private static var serviceWorker: String { "sw.js" }

    /// A fingerprint of every file: it changes whenever one does, and with it the service worker.
    private static func version(of files: [String: StaticFile]) -> String {
        let tags = files.sorted { $0.key < $1.key }.map { $0.key + $0.value.eTag }.joined()
        return String(StaticFile.fnv1a(Data(tags.utf8)), radix: 16)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let raw = request.uri.path
        guard let path = raw.removingPercentEncoding, !Self.hasControlCharacters(raw), !Self.hasControlCharacters(path) else {
            throw APIProblem(.badPath, language: request.browserLanguage)
        }
        guard let file = files[path] else { return try await next(request, context) }
        switch request.method {
        case .get: return file.response(to: request)
        case .head: return file.response(to: request).createHeadResponse()
        default:
            throw APIProblem(
                .methodNotAllowed(allowed: [.get, .head]), language: request.browserLanguage)
        }
    }

    private static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
