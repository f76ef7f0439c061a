import Hummingbird

/// Turns "no route" into 405 with `Allow` when the path exists for other methods (HEAD wherever GET is).
/// The router runs a middleware added after all routes only for requests no route matched.
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    private let methods: [String: [HTTPRequest.Method]]

    init(routes: [Router<Context>.RouteDescription]) {
        var methods = [String: [HTTPRequest.Method]]()
        for route in routes {
            methods["\(route.path)", default: []].append(route.method)
            if route.method == .get {
                methods["\(route.path)", default: []].append(.head)
            }
        }
        self.methods = methods
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var path = request.uri.path
        if path.count > 1, path.hasSuffix("/") {
            path.removeLast()
        }
        if let allowed = methods[path], !allowed.contains(request.method) {
            throw APIProblem(.methodNotAllowed(allowed: allowed), language: request.browserLanguage)
        }
        return try await next(request, context)
    }
}
