import AndoraModel
import Hummingbird
import NIOHTTP1

/// Renders every refusal as the API's localised JSON problem (the router's own 404s included, and a
/// 500 for anything unexpected) and gives every answer the security headers. A parse error in the
/// middle of a request's body goes back to Hummingbird, which closes the connection.
struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPParserError {
            // The request stopped parsing in the middle of its body (bad bytes, or the connection ended):
            // Hummingbird answers what it can and closes the connection; nothing to log.
            throw error
        } catch let problem as APIProblem {
            response = try problem.response(from: request, context: context)
        } catch {
            let language = request.browserLanguage
            let notFound = (error as? HTTPError)?.status == .notFound
            if !notFound {
                context.logger.error("Unexpected error for \(request.method) \(request.uri.path): \(error)")
            }
            response = try APIProblem(notFound ? .notFound : .serverError, language: language).response(from: request, context: context)
        }
        response.headers.addSecurityHeaders()
        return response
    }
}
