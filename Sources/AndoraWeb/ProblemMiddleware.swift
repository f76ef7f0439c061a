import AndoraApp
import Hummingbird

/// Turns the router's own refusals (no such route) into the API's localised JSON errors, renders
/// every refusal here so that it too gets the headers that keep the page to its own files.
struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Only this server's files; inline style attributes are not used, CSSOM changes are allowed.
    static var contentSecurityPolicy: String {
        "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let problem = APIProblem(.notFound, language: Language(acceptLanguage: request.headers[.acceptLanguage]))
            response = try problem.response(from: request, context: context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }
}
