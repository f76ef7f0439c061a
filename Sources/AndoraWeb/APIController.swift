import AndoraHost
import AndoraModel
import Foundation
import Hummingbird

/// The JSON API the page uses: read the state, send an intent, fetch the page's own texts.
///
/// Each browser is a profile: its id travels in a long-lived HttpOnly, SameSite=Strict cookie.
/// `GET /api/state` hands a new id to a browser that has none; `POST /api/intent` without one
/// answers 410, and the page then reloads the state. Only the player's intents decode: what the
/// host learns itself (a search's answer, the clock) is not part of this API. New profiles are
/// counted per client address (``NewProfileLimiter``): beyond the allowance, 429.
struct APIController {
    typealias Context = ClientRequestContext

    static var cookieName: String { "andora_profile" }
    /// Ten years: a profile is as lasting as the browser's cookies.
    static var cookieLifetime: Int { 10 * 365 * 24 * 3600 }
    /// Intents are small (a stroke of a few hundred points at most); anything beyond this is refused.
    static var bodyLimit: Int { 4096 }

    let runtime: AppRuntime
    let newProfiles: NewProfileLimiter
    /// Whether the cookie is sent only over HTTPS (when a TLS proxy serves the page).
    let secureCookies: Bool

    var endpoints: RouteCollection<Context> {
        RouteCollection(context: Context.self)
            .get("state", use: state)
            .post("intent", use: intent)
            .get("texts", use: texts)
            .get("invite", use: invite)
    }

    @Sendable func state(request: Request, context: Context) async throws -> Response {
        let language = Language(acceptLanguage: request.headers[.acceptLanguage])
        if let id = Self.profile(of: request) {
            return JSONResponse.make(wire: await runtime.state(of: id, language: language))
        }
        if case .refused(let seconds) = newProfiles.admit(context.client, at: runtime.clock()) {
            throw APIProblem(.tooManyProfiles(retryAfter: seconds), language: language)
        }
        let id = await runtime.newProfile()
        var response = JSONResponse.make(wire: await runtime.state(of: id, language: language))
        response.setCookie(Cookie(
            name: Self.cookieName, value: id.rawValue, maxAge: Self.cookieLifetime, path: "/", secure: secureCookies,
            httpOnly: true, sameSite: .strict))
        return response
    }

    @Sendable func intent(request: Request, context: Context) async throws -> Response {
        var request = request
        let browserLanguage = Language(acceptLanguage: request.headers[.acceptLanguage])
        guard let id = Self.profile(of: request) else {
            throw APIProblem(.sessionExpired, language: browserLanguage)
        }
        // RequestBodyMiddleware has checked the content type and the schema. The profile's
        // language is looked up only for a refusal.
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: Self.bodyLimit)
        } catch {
            throw APIProblem(.tooLarge(limit: Self.bodyLimit), language: await runtime.language(of: id))
        }
        guard let json = try? JSONValue(parsing: String(buffer: body)) else {
            throw APIProblem(.invalidJSON, language: await runtime.language(of: id))
        }
        guard let intent = try? AppIntent(json: json) else {
            throw APIProblem(.unknownIntent, language: await runtime.language(of: id))
        }
        return JSONResponse.make(wire: await runtime.send(intent, as: id, language: browserLanguage))
    }

    /// The links that invite to the match of `?code=` and let others watch it, as reached through
    /// this request's `Host`, with the invite's QR code as SVG (issue 13).
    @Sendable func invite(request: Request, context: Context) async throws -> Response {
        let language = Language(acceptLanguage: request.headers[.acceptLanguage])
        guard let text = Self.formValue("code", in: request.uri.query), let code = MatchCode(text),
              let authority = request.head.authority
        else { throw APIProblem(.unknownMatch, language: language) }
        return try JSONResponse.make(MatchInvite(
            code: code, origin: (secureCookies ? "https://" : "http://") + authority, language: language))
    }

    /// A query parameter decoded as a form writes it (`+` is a space, as browsers send a typed code).
    private static func formValue(_ name: String, in query: String?) -> String? {
        query?.split(separator: "&").lazy.compactMap { pair -> String? in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == name else { return nil }
            return parts[1].replacingOccurrences(of: "+", with: " ").removingPercentEncoding
        }.first
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
        return JSONResponse.make(wire: PageTexts(language: language))
    }

    /// The browser's profile, if its cookie holds an id of the shape this server hands out; the
    /// terminal's `local` profile is never a browser's.
    private static func profile(of request: Request) -> ProfileID? {
        request.cookies[cookieName].flatMap { ProfileID($0.value) }.flatMap { $0 == .local ? nil : $0 }
    }
}
