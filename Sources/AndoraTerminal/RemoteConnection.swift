import AndoraModel
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPTypes
import HummingbirdWSClient
import Logging

/// A profile on an Andora server, usually seated in a match (`andora play --join CODE --server URL`), over
/// the page's JSON API: the profile's cookie, `GET /api/state` to read, `POST /api/intent` (with the
/// server's own `Origin`) to act.
///
/// The other device's moves, and the states the model asks to be woken for (the clock's seconds),
/// arrive on the server's live socket (`/api/live`), as they do in the page; while it is down they
/// arrive by polling, and the socket is opened again. While the server does not answer, the last
/// state shows with a notice and polling goes on; the next answer clears it.
public actor RemoteConnection: TerminalConnection {
    /// Why the match could not be joined.
    public enum Failure: Error, CustomStringConvertible {
        /// No answer from the server: not running, wrong address, or too slow.
        case unreachable(server: String, reason: String)
        /// The server answered with an error status and its message.
        case refused(server: String, status: Int, message: String)
        /// The server answered, but the profile is not in the match: the refusal (an unknown code).
        case notJoined(code: String, reason: String)

        public var description: String {
            switch self {
            case .unreachable(let server, let reason): "cannot reach the Andora server at \(server): \(reason)"
            case .refused(let server, let status, let message): "the Andora server at \(server) answered \(status): \(message)"
            case .notJoined(let code, let reason): "cannot join match \(code): \(reason)"
            }
        }
    }

    /// How often the server is asked for the other device's moves while the live socket is down.
    private let pollInterval: Duration
    /// How long one request may take before the server counts as unreachable.
    static let requestTimeout: TimeInterval = 5
    static let cookieName = "andora_profile"
    /// A state is a few tens of kilobytes; a message far larger is not one.
    static let largestState = 1 << 22
    /// The socket's own log would write over the terminal's screen.
    static let silent = Logger(label: "andora.terminal.live") { _ in SwiftLogNoOpLogHandler() }

    private let endpoint: Endpoint
    private var cookie: String?
    private var latest: AppState
    /// Intents sent so far and those awaiting their answer: a poll that overlaps one may carry an
    /// older state than the intent's answer, and is dropped.
    private var sendsStarted = 0
    private var sendsRunning = 0

    /// Opens a new profile on the server (`http://host:port`) that speaks `language`.
    public init(server: URL, language: Language, pollInterval: Duration = .milliseconds(500)) async throws(Failure) {
        self.pollInterval = pollInterval
        guard let scheme = server.scheme, ["http", "https"].contains(scheme), let host = server.host else {
            throw .unreachable(server: server.absoluteString, reason: "not an http:// or https:// address")
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.httpCookieStorage = nil
        // swift-corelibs-foundation traps ("a task that in not in the registry") when a task is
        // cancelled while its cache lookup runs: no cache, and requests are never cancelled (below).
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = Self.requestTimeout
        endpoint = Endpoint(
            server: server, origin: "\(scheme)://\(host)" + (server.port.map { ":\($0)" } ?? ""), language: language,
            session: URLSession(configuration: configuration))
        (latest, cookie) = try await endpoint.exchange(nil, cookie: nil)
    }

    /// Takes the free seat of the match of `code` (a full match is watched instead).
    public func join(_ code: String) async throws(Failure) {
        let joined = try await exchange(.joinMatch(code: code))
        guard joined.match != nil else {
            throw .notJoined(code: code, reason: joined.matchSetup?.refusal ?? joined.notice ?? joined.screen.rawValue)
        }
        latest = joined
    }

    public func state() -> AppState {
        latest
    }

    public func send(_ intent: AppIntent) async -> AppState {
        sendsStarted += 1
        sendsRunning += 1
        defer { sendsRunning -= 1 }
        do {
            latest = try await exchange(intent)
        } catch {
            latest.notice = offline
        }
        return latest
    }

    /// The state shown now, then whenever the server pushes a change, or a poll finds one while the
    /// live socket is down, until the stream is dropped. (Starting with the state shown, as a local
    /// connection's stream does: a change that an earlier stream's last poll took in is not missed.)
    public func updates() -> AsyncStream<AppState> {
        AsyncStream(bufferingPolicy: .bufferingNewest(1)) { [latest] continuation in
            continuation.yield(latest)
            let following = Task {
                while !Task.isCancelled {
                    await listen(continuation)
                    if let changed = await poll(), case .terminated = continuation.yield(changed) { break }
                    try? await Task.sleep(for: pollInterval)
                }
            }
            continuation.onTermination = { _ in following.cancel() }
        }
    }

    /// Follows the live socket until it closes or cannot open; a pushed state newer than the one
    /// shown is shown.
    private func listen(_ continuation: AsyncStream<AppState>.Continuation) async {
        guard let cookie, let url = endpoint.liveURL else { return }
        var configuration = WebSocketClientConfiguration()
        // The client names its own origin, `ws://HOST`, which the server knows for a non-browser's.
        configuration.additionalHeaders = [.cookie: "\(Self.cookieName)=\(cookie)"]
        _ = try? await WebSocketClient.connect(url: url, configuration: configuration, logger: Self.silent) {
            inbound, _, _ in
            for try await message in inbound.messages(maxSize: Self.largestState) {
                // A dropped stream's listener takes nothing: a state it took would count as shown,
                // and the stream that follows would skip it when the server pushes it again.
                guard !Task.isCancelled else { return }
                guard case .text(let text) = message,
                      let state = try? JSONDecoder().decode(AppState.self, from: Data(text.utf8)),
                      await self.take(state)
                else { continue }
                if case .terminated = continuation.yield(state) { return }
            }
        }
    }

    /// Takes a pushed state unless it is the one shown or older (an answer overtook it).
    private func take(_ state: AppState) -> Bool {
        if let shown = latest.revision, let pushed = state.revision, pushed <= shown { return false }
        latest = state
        return true
    }

    /// Leaving the match (or closing its end) leaves the run too: the server's profile has nothing else here.
    public nonisolated func isFinished(_ state: AppState) -> Bool {
        state.match == nil
    }

    /// Reads the state; returns it if it differs from the one shown.
    private func poll() async -> AppState? {
        let shown = latest
        let started = sendsStarted
        let quiet = sendsRunning == 0
        do {
            let state = try await exchange(nil)
            guard quiet, started == sendsStarted else { return nil }
            latest = state
        } catch {
            latest.notice = offline
        }
        return latest == shown ? nil : latest
    }

    private var offline: String {
        Localizer(language: latest.language).text(.serverOffline)
    }

    /// One request (see ``Endpoint/exchange(_:cookie:)``), keeping the cookie the server hands out.
    private func exchange(_ intent: AppIntent?) async throws(Failure) -> AppState {
        let (state, given) = try await endpoint.exchange(intent, cookie: cookie)
        cookie = given ?? cookie
        return state
    }

    /// Where and how to ask: the server, its origin, the language of a new profile.
    private struct Endpoint: Sendable {
        let server: URL
        let origin: String
        let language: Language
        let session: URLSession

        /// The live socket's address: `ws://` for `http://`; none for `https://` (the terminal
        /// brings no TLS setup of its own there, and polls).
        var liveURL: String? {
            guard server.scheme == "http", let host = server.host else { return nil }
            return "ws://\(host)" + (server.port.map { ":\($0)" } ?? "") + "/api/live"
        }

        /// Reads the state (`intent == nil`) or sends an intent; returns the state and the profile
        /// cookie if the server set one.
        func exchange(_ intent: AppIntent?, cookie: String?) async throws(Failure) -> (AppState, String?) {
            var request = URLRequest(url: server.appendingPathComponent(intent == nil ? "api/state" : "api/intent"))
            request.setValue(language.rawValue, forHTTPHeaderField: "Accept-Language")
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            if let cookie { request.setValue("\(RemoteConnection.cookieName)=\(cookie)", forHTTPHeaderField: "Cookie") }
            if let intent {
                request.httpMethod = "POST"
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                request.setValue(origin, forHTTPHeaderField: "Origin")
                request.httpBody = Data(intent.json.utf8)
            }
            let data: Data
            let response: HTTPURLResponse?
            do {
                // An unstructured task does not inherit the caller's cancellation: a dropped
                // `updates()` stream lets its last poll end (within the timeout) instead of cancelling it.
                let (body, answer) = try await Task { [session, request] in try await session.data(for: request) }.value
                (data, response) = (body, answer as? HTTPURLResponse)
            } catch {
                throw .unreachable(server: server.absoluteString, reason: error.localizedDescription)
            }
            let status = response?.statusCode ?? 0
            guard (200..<300).contains(status) else {
                let problem = try? JSONDecoder().decode([String: String].self, from: data)
                throw .refused(server: server.absoluteString, status: status, message: problem?["error"] ?? "")
            }
            do {
                let state = try JSONDecoder().decode(AppState.self, from: data)
                return (state, response?.value(forHTTPHeaderField: "Set-Cookie").flatMap(RemoteConnection.profileCookie))
            } catch {
                throw .refused(server: server.absoluteString, status: status, message: "not an Andora state (\(error))")
            }
        }
    }

    /// The profile's id in a `Set-Cookie` header (`andora_profile=ID; Max-Age=…; Path=/; HttpOnly`).
    private static func profileCookie(_ header: String) -> String? {
        let pair = header.split(separator: ";").first?.trimmingCharacters(in: .whitespaces) ?? ""
        let prefix = cookieName + "="
        return pair.hasPrefix(prefix) ? String(pair.dropFirst(prefix.count)) : nil
    }
}
