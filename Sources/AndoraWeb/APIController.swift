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
/// counted per client address, backups and restores and tries at match codes per address and per
/// browser (``RequestLimiter``): beyond the allowance, 429.
struct APIController {
    typealias Context = ClientRequestContext

    static var cookieName: String { "andora_profile" }
    /// Ten years: a profile is as lasting as the browser's cookies.
    static var cookieLifetime: Int { 10 * 365 * 24 * 3600 }
    /// The most bytes a request's body may have on the route: intents are small (a stroke of a few
    /// hundred points at most); a backup request carries whole games (a 15×15 classic game with its
    /// times takes about 5 KB), and the page sends as many as fit.
    static func bodyLimit(of path: String) -> Int {
        path == "/api/backup" ? 65_536 : 4096
    }

    let runtime: AppRuntime
    let newProfiles: RequestLimiter
    /// Backups and restores, per address and per browser.
    let backups: RequestLimiter
    /// Joining or watching a match by its code, and asking for a match's invite, per address and per browser.
    let codeTries: RequestLimiter
    /// Whether the cookie is sent only over HTTPS (when a TLS proxy serves the page).
    let secureCookies: Bool
    /// Where the links of invites and backups point.
    let links: LinkOrigin
    /// The proxies whose `X-Forwarded-For` names the client (``WebSettings/trustedProxies``).
    let trustedProxies: Set<String>

    var endpoints: RouteCollection<Context> {
        RouteCollection(context: Context.self)
            .get("state", use: state)
            .post("intent", use: intent)
            .get("texts", use: texts)
            .get("invite", use: invite)
            .post("backup", use: backUp)
            .post("restore", use: restore)
            .get("match-games", use: matchGames)
    }

    @Sendable func state(request: Request, context: Context) async throws -> Response {
        let language = Language(acceptLanguage: request.headers[.acceptLanguage])
        if let id = try await admittedProfile(of: request, context: context, language: language) {
            return JSONResponse.make(wire: await runtime.state(of: id, language: language))
        }
        let id = try await newProfile(for: request, context: context, language: language)
        var response = JSONResponse.make(wire: await runtime.state(of: id, language: language))
        response.setCookie(Cookie(
            name: Self.cookieName, value: id.rawValue, maxAge: Self.cookieLifetime, path: "/", secure: secureCookies,
            httpOnly: true, sameSite: .strict))
        return response
    }

    /// A new profile's id (a player's, a backup's) within the client's allowance, else 429.
    private func newProfile(for request: Request, context: Context, language: Language) async throws -> ProfileID {
        try admitNewProfile(for: request, context: context, language: language)
        return await runtime.newProfile()
    }

    /// The profile the request's cookie names, ``admitted(_:for:context:language:)``.
    private func admittedProfile(of request: Request, context: Context, language: Language) async throws -> ProfileID? {
        guard let id = Self.profile(in: request.headers) else { return nil }
        return try await admitted(id, for: request, context: context, language: language)
    }

    /// A profile id a client names (a cookie's, a backup's). An id this server neither holds in
    /// memory nor has stored counts as a new profile against the client's allowance (else 429): ids
    /// made up by a client open no more profiles, nor searches, than asking for new ones.
    private func admitted(_ id: ProfileID, for request: Request, context: Context, language: Language) async throws -> ProfileID {
        if await !runtime.knows(id) { try admitNewProfile(for: request, context: context, language: language) }
        return id
    }

    /// Counts a new profile against the client's allowance; 429 beyond it.
    private func admitNewProfile(for request: Request, context: Context, language: Language) throws {
        if case .refused(let seconds) = newProfiles.admit(client(of: request, context: context), at: runtime.clock()) {
            throw APIProblem(.tooManyProfiles(retryAfter: seconds), language: language)
        }
    }

    /// Counts the request against both the client address's and the browser's allowance of
    /// `limiter`; the problem `refused` makes of the seconds to wait beyond either.
    private func admit(
        _ request: Request, context: Context, to limiter: RequestLimiter, language: Language,
        refused: (Int) -> APIProblem.Kind
    ) throws {
        let now = runtime.clock()
        let clients = [client(of: request, context: context)] + (Self.profile(in: request.headers).map { ["browser " + $0.rawValue] } ?? [])
        for client in clients {
            if case .refused(let seconds) = limiter.admit(client, at: now) { throw APIProblem(refused(seconds), language: language) }
        }
    }

    /// The client address a request counts against.
    private func client(of request: Request, context: Context) -> String {
        ClientRequestContext.client(
            at: context.remoteAddress, forwardedFor: request.headers[values: .xForwardedFor].joined(separator: ","),
            trusting: trustedProxies)
    }

    @Sendable func intent(request: Request, context: Context) async throws -> Response {
        var request = request
        let browserLanguage = Language(acceptLanguage: request.headers[.acceptLanguage])
        guard let id = try await admittedProfile(of: request, context: context, language: browserLanguage) else {
            throw APIProblem(.sessionExpired, language: browserLanguage)
        }
        // The profile's language is looked up only for a refusal.
        let json = try await Self.json(of: &request, limit: Self.bodyLimit(of: "/api/intent"), language: await runtime.language(of: id))
        guard let intent = try? AppIntent(json: json)
        else { throw APIProblem(.unknownIntent, language: await runtime.language(of: id)) }
        if intent.triesAMatchCode {
            try admit(request, context: context, to: codeTries, language: await runtime.language(of: id), refused: APIProblem.Kind.tooManyCodeTries)
        }
        guard let revision: Int64 = try? json.optionalField("revision") else {
            return JSONResponse.make(wire: await runtime.send(intent, as: id, language: browserLanguage))
        }
        do {
            return JSONResponse.make(wire: try await runtime.send(intent, as: id, madeOn: revision, language: browserLanguage))
        } catch {
            throw APIProblem(.staleBoard, language: await runtime.language(of: id))
        }
    }

    /// Adds a page's played games to its backup (a new one, with a new key, when the body names no
    /// key) and answers with the key, which only this page keeps, and where the backup is: its id,
    /// the link that brings its games to another browser, and the link's QR code. A page sends its
    /// games in several requests, each within the body limit. A game that does not read (moves that
    /// are not a legal game) does not keep the others out: it is counted in the answer's `refused`.
    /// Games that would make the backup hold more than ``AppRuntime/backupCapacity`` are refused
    /// together (413), and the backup stays as it was.
    @Sendable func backUp(request: Request, context: Context) async throws -> Response {
        var request = request
        let language = Language(acceptLanguage: request.headers[.acceptLanguage])
        try admit(request, context: context, to: backups, language: language, refused: APIProblem.Kind.tooManyBackups)
        let json = try await Self.json(of: &request, limit: Self.bodyLimit(of: "/api/backup"), language: language)
        guard let body = try? BackupRequest(json: json), let authority = request.head.authority else {
            throw APIProblem(.invalidBackup, language: language)
        }
        let games = body.games.compactMap { try? PlayedGame(json: $0) }
        // A key never handed out here makes a new backup, as no key does.
        let key = body.key ?? BackupKey.random()
        let known = if let named = body.key { await runtime.knows(named.storedAs) } else { false }
        if !known { try admitNewProfile(for: request, context: context, language: language) }
        do {
            _ = try await runtime.backUp(games, into: key.storedAs)
        } catch let full as HistoryFull {
            throw APIProblem(.backupFull(limit: full.limit), language: language)
        }
        return JSONResponse.make(wire: BackupLink(
            key: key, origin: links.origin(reachedAt: authority), note: links.note(in: language),
            refused: body.games.count - games.count, language: language))
    }

    /// A page of a backup's games, in the order they ended: `{"games": […], "next": "…"}`, where
    /// `next`, present while games are left, is what the next request sends as `after`. A read: a
    /// backup never made holds nothing, and asking creates none. A backup made before backups had
    /// keys is read by the id its link carries.
    @Sendable func restore(request: Request, context: Context) async throws -> Response {
        var request = request
        let language = Language(acceptLanguage: request.headers[.acceptLanguage])
        try admit(request, context: context, to: backups, language: language, refused: APIProblem.Kind.tooManyBackups)
        let json = try await Self.json(of: &request, limit: Self.bodyLimit(of: "/api/restore"), language: language)
        guard let body = try? RestoreRequest(json: json), let keyed = ProfileID.backup(body.backup),
              let earlier = ProfileID(body.backup), earlier != .local
        else { throw APIProblem(.invalidBackup, language: language) }
        var page = try await runtime.restore(keyed, after: body.after)
        if page.games.isEmpty { page = try await runtime.restore(earlier, after: body.after) }
        return JSONResponse.make(wire: BackupGames(games: page.games, next: page.next))
    }

    /// The games of the match `?code=` in the history of the profile the cookie names, in the order
    /// they ended: `{"games": […]}`. The server's model records them; a page that plays by itself
    /// adds them to its own history when it hands the match back. A read: none for a browser
    /// without a profile here, and asking makes none.
    @Sendable func matchGames(request: Request, context: Context) async throws -> Response {
        let language = Language(acceptLanguage: request.headers[.acceptLanguage])
        guard let text = Self.formValue("code", in: request.uri.query), let code = MatchCode(text) else {
            throw APIProblem(.unknownMatch, language: language)
        }
        let games = if let id = Self.profile(in: request.headers) { try await runtime.playedGames(of: id, inMatch: code) } else { [PlayedGame]() }
        return JSONResponse.make(wire: WireObject { $0.field("games", games) })
    }

    /// The request's body as JSON. RequestBodyMiddleware has checked its content type, its size and
    /// its schema; what it could not check is refused in `language`.
    private static func json(
        of request: inout Request, limit: Int, language: @autoclosure () async -> Language
    ) async throws -> JSONValue {
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: limit)
        } catch {
            throw APIProblem(.tooLarge(limit: limit), language: await language())
        }
        guard let json = try? JSONValue(parsing: String(buffer: body)) else {
            throw APIProblem(.invalidJSON, language: await language())
        }
        return json
    }

    /// The links that invite to the match of `?code=` and let others watch it, as reached through
    /// this request's `Host`, with the invite's QR code as SVG; 404 for a code of no match.
    @Sendable func invite(request: Request, context: Context) async throws -> Response {
        let language = Language(acceptLanguage: request.headers[.acceptLanguage])
        try admit(request, context: context, to: codeTries, language: language, refused: APIProblem.Kind.tooManyCodeTries)
        guard let text = Self.formValue("code", in: request.uri.query), let code = MatchCode(text),
              let authority = request.head.authority, (try? await runtime.hall?.snapshot(code)) != nil
        else { throw APIProblem(.unknownMatch, language: language) }
        return JSONResponse.make(wire: MatchInvite(
            code: code, origin: links.origin(reachedAt: authority), note: links.note(in: language), language: language))
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

    /// The browser's profile, if a request's `Cookie` fields hold an id of the shape this server
    /// hands out; the terminal's `local` profile is never a browser's.
    static func profile(in fields: HTTPFields) -> ProfileID? {
        let prefix = cookieName + "="
        return fields[values: .cookie].lazy
            .flatMap { $0.split(separator: ";") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix(prefix) }
            .flatMap { ProfileID(String($0.dropFirst(prefix.count))) }
            .flatMap { $0 == .local ? nil : $0 }
    }
}

extension AppIntent {
    /// Whether the intent names a match by its code, which a client could be guessing.
    fileprivate var triesAMatchCode: Bool {
        switch self {
        case .joinMatch, .watchMatch: true
        default: false
        }
    }
}
