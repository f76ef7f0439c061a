import AndoraModel
import Foundation
import Hummingbird

/// Why the server refused a request: a 4xx (or 500) status and a localised `{"error": "…"}` body;
/// nothing was changed.
public struct APIProblem: HTTPResponseError, Equatable {
    /// What went wrong, each with its status.
    public enum Kind: Equatable, Sendable {
        case invalidJSON, unknownIntent, notJSON, sessionExpired, unknownLanguage, notFound
        /// A known intent whose field (a JSON path below the intent, such as `cell`) is missing or
        /// outside what the document allows.
        case invalidIntentField(field: String, type: String)
        /// `/api/invite` without a well-formed match code.
        case unknownMatch
        /// `/api/backup` or `/api/restore` with games that do not read, or no backup id this server hands out.
        case invalidBackup
        case tooLarge(limit: Int)
        /// The `Host` names another server (a DNS-rebinding page, or a misdirected request).
        case foreignHost
        /// A state-changing request whose `Origin` (or `Sec-Fetch-Site`) is not this server's page.
        case crossOrigin
        /// A path with control bytes (raw or percent-encoded) or a broken percent escape.
        case badPath
        /// The path exists but not for this method; the answer's `Allow` lists the methods it takes.
        case methodNotAllowed(allowed: [HTTPRequest.Method])
        /// Bytes that are not an HTTP request, answered before any routing.
        case malformedRequest
        /// This client opened more new profiles than it may; it may try again after `retryAfter` seconds.
        case tooManyProfiles(retryAfter: Int)
        /// This client (an address, a browser) backed up or restored more often than it may.
        case tooManyBackups(retryAfter: Int)
        /// This client tried more match codes (joining, watching, asking for an invite) than it may.
        case tooManyCodeTries(retryAfter: Int)
        /// `/api/backup` with games that would make the backup hold more than `limit`; none was added.
        case backupFull(limit: Int)
        /// A move made on a board older than the one now shown (the other side moved meanwhile).
        case staleBoard
        /// Anything unexpected; logged.
        case serverError
    }

    public let kind: Kind
    /// The language of the message: the profile's, else the browser's.
    public let language: Language

    public init(_ kind: Kind, language: Language) {
        self.kind = kind
        self.language = language
    }

    public var status: HTTPResponse.Status {
        switch kind {
        case .invalidJSON, .unknownLanguage, .badPath, .malformedRequest: .badRequest
        case .foreignHost, .crossOrigin: .forbidden
        case .notFound, .unknownMatch: .notFound
        case .methodNotAllowed: .methodNotAllowed
        case .sessionExpired: .gone
        case .tooLarge: .contentTooLarge
        case .notJSON: .unsupportedMediaType
        case .tooManyProfiles, .tooManyBackups, .tooManyCodeTries: .tooManyRequests
        case .backupFull: .contentTooLarge
        case .staleBoard: .conflict
        case .unknownIntent, .invalidIntentField, .invalidBackup: .unprocessableContent
        case .serverError: .internalServerError
        }
    }

    /// The message in the problem's language.
    public var message: String {
        let text = Localizer(language: language)
        switch kind {
        case .invalidJSON: return text.text(.invalidJSON)
        case .unknownIntent: return text.text(.unknownIntent)
        case .invalidIntentField(let field, let type): return text.text(.invalidIntentField, field, type)
        case .notJSON: return text.text(.notJSON)
        case .sessionExpired: return text.text(.sessionExpired)
        case .unknownLanguage: return text.text(.unknownLanguage)
        case .notFound: return text.text(.notFound)
        case .unknownMatch: return text.text(.unknownMatch)
        case .invalidBackup: return text.text(.invalidBackup)
        case .tooLarge(let limit): return text.text(.tooLarge, limit)
        case .foreignHost: return text.text(.foreignHost)
        case .crossOrigin: return text.text(.crossOrigin)
        case .badPath: return text.text(.badPath)
        case .methodNotAllowed(let allowed): return text.text(.methodNotAllowed, Self.list(allowed))
        case .malformedRequest: return text.text(.malformedRequest)
        case .tooManyProfiles(let seconds): return text.text(.tooManyProfiles, seconds)
        case .tooManyBackups(let seconds): return text.text(.tooManyBackups, seconds)
        case .tooManyCodeTries(let seconds): return text.text(.tooManyCodeTries, seconds)
        case .backupFull(let limit): return text.text(.backupFull, limit)
        case .staleBoard: return text.text(.staleBoard)
        case .serverError: return text.text(.serverError)
        }
    }

    /// The answer's head: JSON, never cached, the methods the path takes for a 405 and when to try
    /// again for a 429.
    var head: HTTPResponse {
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]
        switch kind {
        case .methodNotAllowed(let allowed): headers[.allow] = Self.list(allowed)
        case .tooManyProfiles(let seconds), .tooManyBackups(let seconds), .tooManyCodeTries(let seconds):
            headers[.retryAfter] = String(seconds)
        default: break
        }
        return HTTPResponse(status: status, headerFields: headers)
    }

    /// The answer's body, `{"error": message}`.
    var body: ByteBuffer { ByteBuffer(string: ProblemBody(error: message).json) }

    /// The whole answer as written below the router, where no middleware adds the security headers: it
    /// says its length and that the connection closes after it.
    var closingAnswer: (head: HTTPResponse, body: ByteBuffer) {
        var head = head
        head.headerFields.addSecurityHeaders()
        head.headerFields[.contentLength] = String(body.readableBytes)
        head.headerFields[.connection] = "close"
        return (head, body)
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(status: status, headers: head.headerFields, body: .init(byteBuffer: body))
    }

    private static func list(_ methods: [HTTPRequest.Method]) -> String {
        methods.map(\.rawValue).joined(separator: ", ")
    }
}
