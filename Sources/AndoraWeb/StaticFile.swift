import CompressNIO
import Foundation
import Hummingbird

/// One file of the page, held in memory with its gzip form, its type, its validator and how long a
/// browser may keep it.
struct StaticFile: Sendable {
    let contentType: String
    let cacheControl: String
    /// A weak validator, the same for both encodings (they are the same content).
    let eTag: String
    let identity: ByteBuffer
    /// Only when gzip saves at least a tenth (never for PNG).
    let gzip: ByteBuffer?

    /// Reads a file; the type and caching follow from its extension.
    init(contentsOf url: URL) throws {
        try self.init(Data(contentsOf: url), pathExtension: url.pathExtension)
    }

    /// A file of this content; the type and caching follow from the extension.
    init(_ data: Data, pathExtension: String) throws {
        let ext = pathExtension.lowercased()
        contentType = Self.contentTypes[ext] ?? "application/octet-stream"
        // Icons rarely change: a week. The page's own files are revalidated every time, so that a new
        // release shows at once (a 304 is cheap).
        cacheControl = ["png", "svg"].contains(ext) ? "public, max-age=604800" : "no-cache"
        eTag = #"W/"\#(String(Self.fnv1a(data), radix: 16))""#
        identity = ByteBuffer(bytes: data)
        var input = identity
        let zipped = try input.compress(with: .gzip(configuration: .init(compressionLevel: .bestCompression)))
        gzip = zipped.readableBytes * 10 <= identity.readableBytes * 9 ? zipped : nil
    }

    /// The answer to a GET: 304 when the browser's copy is current, gzip when the browser takes it.
    func response(to request: Request) -> Response {
        var headers: HTTPFields = [.cacheControl: cacheControl, .eTag: eTag]
        if gzip != nil {
            headers[.vary] = "Accept-Encoding"
        }
        if let tags = request.headers[.ifNoneMatch], Self.matches(tags, eTag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = contentType
        if let gzip, Self.acceptsGzip(request.headers[.acceptEncoding]) {
            headers[.contentEncoding] = "gzip"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: gzip))
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: identity))
    }

    private static let contentTypes = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "json": "application/json; charset=utf-8", "webmanifest": "application/manifest+json",
        "svg": "image/svg+xml", "png": "image/png", "wasm": "application/wasm",
    ]

    /// Whether `If-None-Match` lists this validator (weak comparison) or is `*`.
    private static func matches(_ ifNoneMatch: String, _ eTag: String) -> Bool {
        let own = eTag.trimmingPrefix("W/")
        return ifNoneMatch.split(separator: ",").contains { listed in
            let tag = listed.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag.trimmingPrefix("W/") == own
        }
    }

    /// Whether `Accept-Encoding` takes gzip: listed (or `*`) without `q=0`.
    private static func acceptsGzip(_ acceptEncoding: String?) -> Bool {
        (acceptEncoding ?? "").split(separator: ",").contains { coding in
            let parts = coding.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let name = parts.first, ["gzip", "x-gzip", "*"].contains(name) else { return false }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) }
            return quality.map { $0 > 0 } ?? true
        }
    }

    /// 64-bit FNV-1a: a cheap, stable fingerprint of the content.
    static func fnv1a(_ data: Data) -> UInt64 {
        data.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
