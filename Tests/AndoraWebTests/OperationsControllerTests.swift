import AndoraHost
import Foundation
import Testing

/// What an operator's tools ask (docs/DEPLOY.md): liveness whatever the store does, readiness only
/// while it answers, and the metrics.
@Suite struct OperationsControllerTests {
    @Test func bothProbesAnswerOkWhileTheStoreAnswers() async throws {
        try await testApplication().test(.router) { client in
            var prober = Browser(client)
            for path in ["/healthz", "/readyz"] {
                let answer = try await prober.get(path)
                #expect(answer.status == .ok && String(decoding: answer.body, as: UTF8.self) == #"{"status":"ok"}"#, "\(path)")
            }
        }
    }

    @Test func aStoreThatFailsMakesTheServerUnreadyButAlive() async throws {
        let store = MemoryProfileStore()
        store.failCommits("disk full")
        try await testApplication(store: store).test(.router) { client in
            var prober = Browser(client)
            let unready = try await prober.get("/readyz")
            #expect(unready.status == .serviceUnavailable)
            #expect(String(decoding: unready.body, as: UTF8.self) == #"{"status":"unavailable"}"#)
            #expect(try await prober.get("/healthz").status == .ok)
            store.failCommits(nil)
            #expect(try await prober.get("/readyz").status == .ok)
        }
    }

    @Test func theMetricsCountRequestsByStatusTheirLatenciesAndStoreErrors() async throws {
        let store = MemoryProfileStore()
        try await testApplication(store: store).test(.router) { client in
            var prober = Browser(client)
            _ = try await prober.get("/healthz")
            _ = try await prober.get("/healthz")
            #expect(try await prober.get("/no-such-page").status == .notFound)
            store.failCommits("disk full")
            _ = try await prober.get("/readyz")
            let answer = try await prober.get("/metrics")
            #expect(answer.status == .ok && answer.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
            let lines = Set(String(decoding: answer.body, as: UTF8.self).split(separator: "\n").map(String.init))
            for line in [
                #"andora_http_requests_total{status="2xx"} 2"#, #"andora_http_requests_total{status="4xx"} 1"#,
                #"andora_http_requests_total{status="5xx"} 1"#, "andora_http_request_duration_seconds_count 4",
                "andora_store_errors_total 1", "andora_live_sockets 0.0", "andora_active_matches 0.0",
            ] {
                #expect(lines.contains(line), "\(line)")
            }
        }
    }
}
