import AndoraApp
import Foundation
import Hummingbird

/// The JSON API the page uses: read the state, send an intent, fetch the page's own texts.
///
/// A browser's session id travels in an HttpOnly, SameSite=Strict cookie. `GET /api/state` opens a
/// session when the browser has none (or an expired one); `POST /api/intent` without a live session
/// answers 410, and the page then reloads the state, which opens a fresh one. The host's own intents
/// (`thought`, `clock`) come from the server only: a browser could otherwise pick the computer's
/// move or skip the hint cooldown.
struct APIController<Context: RequestContext> {
    static var cookieName: String { "andora_session" }
    /// Intents are small (the largest is well under 100 bytes); anything beyond this is refused.
    static var bodyLimit: Int { 4096 }

    let sessions: SessionStore

    var endpoints: RouteCollection<Context> {
        RouteCollection(context: Context.self)
            .get("state", use: state)
            .post("intent", use: intent)
            .get("texts", use: texts)
    }

    @Sendable func state(request: Request, context: Context) async throws -> Response {
        if let id = request.cookies[Self.cookieName]?.value, let state = await sessions.state(of: id) {
            return try JSONResponse.make(state)
        }
        let opened = await sessions.open(language: Language(acceptLanguage: request.headers[.acceptLanguage]))
        var response = try JSONResponse.make(opened.state)
        response.setCookie(Cookie(name: Self.cookieName, value: opened.id, path: "/", httpOnly: true, sameSite: .strict))
        return response
    }

    @Sendable func intent(request: Request, context: Context) async throws -> Response {
        var request = request
        let id = request.cookies[Self.cookieName]?.value ?? ""
        let browserLanguage = Language(acceptLanguage: request.headers[.acceptLanguage])
        guard let language = await sessions.language(of: id) else {
            throw APIProblem(.sessionExpired, language: browserLanguage)
        }
        guard request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true else {
            throw APIProblem(.notJSON, language: language)
        }
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: Self.bodyLimit)
        } catch {
            throw APIProblem(.tooLarge(limit: Self.bodyLimit), language: language)
        }
        let data = Data(buffer: body)
        guard (try? JSONSerialization.jsonObject(with: data)) != nil else {
            throw APIProblem(.invalidJSON, language: language)
        }
        guard let intent = try? JSONDecoder().decode(AppIntent.self, from: data) else {
            throw APIProblem(.unknownIntent, language: language)
        }
        if case .thought = intent { throw APIProblem(.hostIntent, language: language) }
        if case .clock = intent { throw APIProblem(.hostIntent, language: language) }
        guard let state = await sessions.send(intent, to: id) else {
            throw APIProblem(.sessionExpired, language: language)
        }
        return try JSONResponse.make(state)
    }

    /// The page's own texts (accessible names, notices) for `?language=en|ru`, else the browser's language.
    @Sendable func texts(request: Request, context: Context) async throws -> Response {
        let browserLanguage = Language(acceptLanguage: request.headers[.acceptLanguage])
        let language: Language
        if let asked = request.uri.queryParameters["language"] {
            guard let known = Language(rawValue: String(asked)) else {
                throw APIProblem(.unknownLanguage, language: browserLanguage)
            }
            language = known
        } else {
            language = browserLanguage
        }
        return try JSONResponse.make(PageTexts(language: language, texts: WebLocalizer(language: language).texts))
    }
}
