import AndoraApp
import Foundation
import Hummingbird
import Logging
import NIOCore

/// The application `andora serve` runs; tests build the same one (`app.test(.router)`).
///
/// - Parameters:
///   - runtime: the players' app models; every change is stored before its answer is sent.
///   - onRunning: called with the port actually bound (useful when `settings.port` is 0).
public func buildApplication(
    _ settings: WebSettings, runtime: AppRuntime, logger: Logger = Logger(label: "andora.web"),
    onRunning: @escaping @Sendable (Int) -> Void = { _ in }
) -> some ApplicationProtocol {
    Application(
        router: buildRouter(runtime: runtime, secureCookies: settings.secureCookies, logger: logger),
        configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "Andora"),
        onServerRunning: { channel in onRunning(channel.localAddress?.port ?? settings.port) },
        logger: logger)
}

/// The routes: the JSON API under `/api`, its description at `/openapi.json`, the page's files at `/`.
public func buildRouter(
    runtime: AppRuntime, secureCookies: Bool = false, logger: Logger = Logger(label: "andora.web")) -> Router<BasicRequestContext> {
    let router = Router()
    router.add(middleware: ProblemMiddleware())
    router.add(middleware: FileMiddleware(WebAssets.folder.path, searchForIndexHtml: true, logger: logger))
    router.addRoutes(APIController(runtime: runtime, secureCookies: secureCookies).endpoints, atPath: "/api")
    router.get("openapi.json") { _, _ in
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: try Data(contentsOf: WebAssets.openAPI))))
    }
    return router
}
