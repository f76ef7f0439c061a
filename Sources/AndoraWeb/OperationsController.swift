import AndoraHost
import Hummingbird
import Logging

/// What an operator's tools ask (docs/DEPLOY.md): `GET /healthz` answers while the process serves
/// requests (liveness); `GET /readyz` answers only while the store answers too (readiness), else
/// 503, and the reason goes to the log, not to whoever asked; `GET /metrics` is ``ServerMetrics``
/// for Prometheus.
struct OperationsController {
    typealias Context = ClientRequestContext

    /// How long `/readyz` waits for the store.
    static var storeDeadline: Duration { .seconds(2) }

    let runtime: AppRuntime
    let metrics: ServerMetrics
    let logger: Logger

    var endpoints: RouteCollection<Context> {
        RouteCollection(context: Context.self)
            .get("healthz") { _, _ in JSONResponse.make(wire: ProbeStatus.ok) }
            .get("readyz", use: readiness)
            .get("metrics", use: exposition)
    }

    @Sendable func readiness(request: Request, context: Context) async throws -> Response {
        guard let problem = await runtime.storeProblem(within: Self.storeDeadline) else {
            return JSONResponse.make(wire: ProbeStatus.ok)
        }
        metrics.storeFailed()
        logger.warning("not ready: the store does not answer", metadata: ["reason": "\(problem)"])
        return JSONResponse.make(wire: ProbeStatus.unavailable, status: .serviceUnavailable)
    }

    @Sendable func exposition(request: Request, context: Context) async throws -> Response {
        let text = metrics.exposition(activeMatches: await runtime.hall?.activeMatches ?? 0)
        return Response(
            status: .ok,
            headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
