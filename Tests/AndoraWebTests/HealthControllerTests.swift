import AndoraHost
import Foundation
import Testing

/// The probes of docs/DEPLOY.md: liveness whatever the store does, readiness only while it answers.
@Suite struct HealthControllerTests {
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
}
