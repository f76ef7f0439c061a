import AndoraApp
import Foundation
import Hummingbird

/// Why the API refused a request: a 4xx status and a localised `{"error": "…"}` body; nothing was changed.
public struct APIProblem: HTTPResponseError, Equatable {
    /// What went wrong, each with its status.
    public enum Kind: Equatable, Sendable {
        case invalidJSON, unknownIntent, notJSON, sessionExpired, unknownLanguage, notFound
        case tooLarge(limit: Int)
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
        case .invalidJSON, .unknownLanguage: .badRequest
        case .notFound: .notFound
        case .sessionExpired: .gone
        case .tooLarge: .contentTooLarge
        case .notJSON: .unsupportedMediaType
        case .unknownIntent: .unprocessableContent
        }
    }

    /// The message in the problem's language.
    public var message: String {
        let text = WebLocalizer(language: language)
        switch kind {
        case .invalidJSON: return text.text(.invalidJSON)
        case .unknownIntent: return text.text(.unknownIntent)
        case .notJSON: return text.text(.notJSON)
        case .sessionExpired: return text.text(.sessionExpired)
        case .unknownLanguage: return text.text(.unknownLanguage)
        case .notFound: return text.text(.notFound)
        case .tooLarge(let limit): return text.text(.tooLarge, limit)
        }
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        try JSONResponse.make(["error": message], status: status)
    }
}
