import Hummingbird

/// Counts every request and its latency in ``ServerMetrics``, with the status it was answered
/// (an error that no middleware turned into an answer counts as its HTTP status, else 500).
struct MetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        do {
            let response = try await next(request, context)
            metrics.answered(status: response.status.code, after: .now - started)
            return response
        } catch {
            metrics.answered(status: (error as? any HTTPResponseError)?.status.code ?? 500, after: .now - started)
            throw error
        }
    }
}
