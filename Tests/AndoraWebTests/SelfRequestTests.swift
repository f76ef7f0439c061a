@testable import AndoraWeb
import Hummingbird
import HummingbirdTesting
import Testing

/// A server just started answers one request of its own before it announces its address, so that no
/// two connections are the first at once (docs/WEB.md, "Starting").
@Suite struct SelfRequestTests {
    @Test func theServerHasAnsweredItselfWhenItAnnouncesItsAddress() async throws {
        let metrics = ServerMetrics()
        let (announcements, announce) = AsyncStream.makeStream(of: String.self)
        let app = testApplication(settings: WebSettings(port: 0), metrics: metrics) { _ in
            announce.yield(metrics.exposition(activeMatches: 0))
        }
        try await app.test(.live) { _ in
            var announced = announcements.makeAsyncIterator()
            let metricsThen = try #require(await announced.next())
            #expect(metricsThen.contains(#"andora_http_requests_total{status="2xx"} 1"#))
        }
    }
}
