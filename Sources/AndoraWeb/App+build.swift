import AndoraHost
import AndoraModel
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// The application `andora serve` runs; tests build the same one (`app.test(.router)`).
///
/// - Parameters:
///   - runtime: the players' app models; every change is stored before its answer is sent.
///   - onRunning: called with the port actually bound (useful when `settings.port` is 0), once the
///     server has answered its own first request (``SelfRequest``).
public func buildApplication(
    _ settings: WebSettings, runtime: AppRuntime, metrics: ServerMetrics = ServerMetrics(),
    logger: Logger = Logger(label: "andora.web"), onRunning: @escaping @Sendable (Int) -> Void = { _ in }
) -> some ApplicationProtocol {
    let hosts = AllowedHosts(settings)
    let live = LiveSocket(
        runtime: runtime, hosts: hosts, metrics: metrics,
        allowance: SocketAllowance(perBrowser: settings.socketsPerBrowser, perAddress: settings.socketsPerAddress),
        trustedProxies: Set(settings.trustedProxies.compactMap(ClientRequestContext.canonicalAddress)))
    return Application(
        router: buildRouter(settings, hosts: hosts, runtime: runtime, metrics: metrics, logger: logger),
        server: HTTPServerBuilder { responder in
            GuardedUpgradeChannel(
                base: HTTP1WebSocketUpgradeChannel(
                    responder: responder,
                    configuration: .init(
                        http1: httpConfiguration(settings), ws: .init(autoPing: .enabled(timePeriod: .seconds(20))))
                ) { request, channel, _ in
                    live.shouldUpgrade(request, on: channel)
                },
                headTimeout: TimeAmount(settings.idleTimeout))
        },
        configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "Andora"),
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? settings.port
            hosts.bind(port: port)
            // Not awaited: the server answers requests only once this closure has returned.
            Task {
                if let address = channel.localAddress { await SelfRequest.send(to: address) }
                onRunning(port)
            }
        },
        logger: logger)
}

/// The routes: the JSON API under `/api`, the operator's `/healthz`, `/readyz` and `/metrics`, the
/// API's description at `/openapi.json`, the page's files at `/`.
///
/// - Parameters:
///   - settings: the cookie's Secure flag and the per-client allowance of new profiles.
///   - hosts: the names and port the server answers to; by default the settings'.
///   - metrics: counts every request and what `/metrics` shows.
public func buildRouter(
    _ settings: WebSettings = WebSettings(), hosts: AllowedHosts? = nil, runtime: AppRuntime,
    metrics: ServerMetrics = ServerMetrics(), logger: Logger = Logger(label: "andora.web")
) -> Router<ClientRequestContext> {
    let hosts = hosts ?? AllowedHosts(settings)
    let router = Router(context: ClientRequestContext.self, options: .autoGenerateHeadEndpoints)
    router.add(middleware: MetricsMiddleware(metrics: metrics))
    router.add(middleware: ProblemMiddleware())
    router.add(middleware: SameOriginMiddleware(hosts: hosts))
    // The page's files are package resources, so reading them only fails in a broken build.
    let document = try! SchemaValue(Data(contentsOf: WebAssets.openAPI))
    router.group("api")
        .add(middleware: RequestBodyMiddleware(document: document))
        .addRoutes(APIController(
            runtime: runtime, newProfiles: RequestLimiter("new profiles", perMinute: settings.newProfilesPerMinute, logger: logger),
            backups: RequestLimiter("backups and restores", perMinute: settings.backupsPerMinute, logger: logger),
            codeTries: RequestLimiter("tries at match codes", perMinute: settings.codeTriesPerMinute, logger: logger),
            secureCookies: settings.secureCookies, links: LinkOrigin(settings),
            trustedProxies: Set(settings.trustedProxies.compactMap(ClientRequestContext.canonicalAddress))).endpoints)
    router.addRoutes(OperationsController(runtime: runtime, metrics: metrics, logger: logger).endpoints)
    let openAPI = try! StaticFile(contentsOf: WebAssets.openAPI)
    router.get("openapi.json") { request, _ in openAPI.response(to: request) }
    // Added after the routes, these two see only requests that no route matched.
    router.add(middleware: try! StaticFiles(folder: WebAssets.folder))
    router.add(middleware: MethodNotAllowedMiddleware(routes: router.routes))
    return router
}

/// HTTP/1.1 with the slow-client timeouts and JSON answers to requests that do not parse.
private func httpConfiguration(_ settings: WebSettings) -> HTTP1Channel.Configuration {
    let requestTimeout = TimeAmount(settings.requestTimeout)
    return HTTP1Channel.Configuration(
        additionalChannelHandlers: [ParseErrorHandler(), RequestTimeoutHandler(timeout: requestTimeout)],
        idleTimeout: TimeAmount(settings.idleTimeout))
}
