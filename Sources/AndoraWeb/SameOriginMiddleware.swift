import AndoraModel
import Hummingbird

/// Keeps other pages away from the game (403 problems):
/// - every request's `Host` must be one of the server's own names and its port (DNS rebinding);
/// - a request that may change something (any method but GET and HEAD) must come from the server's own
///   page: its `Origin` is this server, or, without `Origin`, its `Sec-Fetch-Site` is `same-origin`
///   (cross-site request forgery);
/// - a browser's API read from another site (`Sec-Fetch-Site` `cross-site` or `same-site`) is refused
///   too, so that a hostile page cannot open sessions by the thousand.
///
/// A request with neither `Origin` nor `Sec-Fetch-Site` is not from a browser (every browser sends
/// `Origin` with a POST): a script on this machine can already do anything the page can, so it passes.
struct SameOriginMiddleware<Context: RequestContext>: RouterMiddleware {
    let hosts: AllowedHosts

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let authority = request.head.authority
        guard hosts.accepts(authority: authority) else { throw refusal(.foreignHost, request) }
        let site = request.headers[.secFetchSite]?.lowercased()
        if request.method == .get || request.method == .head {
            if request.uri.path.hasPrefix("/api/"), site == "cross-site" || site == "same-site" {
                throw refusal(.crossOrigin, request)
            }
        } else if let origin = request.headers[.origin] {
            guard hosts.isSameOrigin(origin, authority: authority) else { throw refusal(.crossOrigin, request) }
        } else if let site, site != "same-origin" {
            throw refusal(.crossOrigin, request)
        }
        return try await next(request, context)
    }

    private func refusal(_ kind: APIProblem.Kind, _ request: Request) -> APIProblem {
        APIProblem(kind, language: request.browserLanguage)
    }
}
