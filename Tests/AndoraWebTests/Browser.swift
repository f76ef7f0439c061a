import AndoraHost
import AndoraModel
import AndoraWeb
import Foundation
import Hummingbird
import Logging
import HummingbirdTesting
import Testing

/// One browser talking to the app under test: it keeps its profile cookie like a real one (a test
/// may plant another).
struct Browser {
    let client: any TestClientProtocol
    var language = "en"
    var cookie: String?

    init(_ client: any TestClientProtocol, language: String = "en") {
        self.client = client
        self.language = language
    }

    /// The decoded answer of one request.
    struct Answer {
        var status: HTTPResponse.Status
        var headers: HTTPFields
        var body: Data

        var state: AppState? { try? JSONDecoder().decode(AppState.self, from: body) }
        var error: String? { (try? JSONDecoder().decode([String: String].self, from: body))?["error"] }
        var json: Any? { try? JSONSerialization.jsonObject(with: body) }
    }

    mutating func get(_ path: String) async throws -> Answer {
        try await request(path)
    }

    /// Fetches the state, opening the session on first use.
    mutating func state() async throws -> AppState {
        try #require(try await get("/api/state").state)
    }

    /// Posts a raw body to `/api/intent`.
    mutating func post(
        _ body: String, contentType: String = "application/json", path: String = "/api/intent"
    ) async throws -> Answer {
        try await request(path, method: .post, headers: [.contentType: contentType], body: body)
    }

    /// Sends one intent and returns the new state.
    mutating func send(_ intent: AppIntent) async throws -> AppState {
        let body = String(decoding: try JSONEncoder().encode(intent), as: UTF8.self)
        return try #require(try await post(body).state)
    }

    /// Any request, with the browser's language, its cookie and the given headers.
    mutating func request(
        _ path: String, method: HTTPRequest.Method = .get, headers extra: HTTPFields = [:], body: String? = nil
    ) async throws -> Answer {
        var headers: HTTPFields = [.acceptLanguage: language]
        if let cookie { headers[.cookie] = cookie }
        headers.append(contentsOf: extra)
        let response = try await client.execute(
            uri: path, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
        if let setCookie = response.headers[.setCookie] {
            cookie = String(setCookie.prefix { $0 != ";" })
        }
        return Answer(status: response.status, headers: response.headers, body: Data(buffer: response.body))
    }
}

/// The app users run, on a fresh in-memory store unless a test brings its own, with a hall for matches.
/// The router test client says `Host: localhost`, that is port 80. The host's clock stands still, so that reading the state
/// twice gives the same game clock. `onRunning` hears the port bound, when a test runs the server itself.
func testApplication(
    store: any ProfileStore = MemoryProfileStore(), settings: WebSettings = WebSettings(port: 80),
    metrics: ServerMetrics = ServerMetrics(), logger: Logger = Logger(label: "andora.web"),
    onRunning: @escaping @Sendable (Int) -> Void = { _ in }
) -> some ApplicationProtocol {
    let hall = MatchHall(store: MemoryMatchStore(profiles: store))
    return buildApplication(
        settings, runtime: AppRuntime(store: store, hall: hall, clock: { 1_700_000_000_000 }), metrics: metrics,
        logger: logger, onRunning: onRunning)
}
