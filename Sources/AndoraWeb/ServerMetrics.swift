import Prometheus

/// What `GET /metrics` shows Prometheus (docs/DEPLOY.md, "What to watch"), in its text format:
/// requests by status class and their latencies, the live sockets and the open matches this server
/// holds devices of, and the store's errors.
public final class ServerMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    private let latency: DurationHistogram
    private let storeErrors: Counter
    private let liveSockets: Gauge
    private let activeMatches: Gauge

    public init() {
        latency = registry.makeDurationHistogram(
            descriptor: MetricNameDescriptor(
                namespace: "andora", metricName: "http_request_duration", unitName: "seconds",
                helpText: "Time from a request's head to its answer."),
            buckets: [.milliseconds(1), .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50),
                      .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(10)])
        storeErrors = registry.makeCounter(descriptor: MetricNameDescriptor(
            namespace: "andora", metricName: "store_errors", unitName: "total",
            helpText: "Failed store operations: a profile's commit, a match change, a readiness check."))
        liveSockets = registry.makeGauge(descriptor: MetricNameDescriptor(
            namespace: "andora", metricName: "live_sockets", unitName: "",
            helpText: "WebSockets open on /api/live."))
        activeMatches = registry.makeGauge(descriptor: MetricNameDescriptor(
            namespace: "andora", metricName: "active_matches", unitName: "",
            helpText: "Open matches that a device on this server follows."))
    }

    /// A request was answered with `status` after `duration`.
    func answered(status: Int, after duration: Duration) {
        registry.makeCounter(
            descriptor: MetricNameDescriptor(
                namespace: "andora", metricName: "http_requests", unitName: "total", helpText: "Requests answered."),
            labels: [("status", "\(status / 100)xx")]
        ).increment()
        latency.record(duration)
    }

    /// A store operation failed.
    public func storeFailed() {
        storeErrors.increment()
    }

    /// A live socket opened (`true`) or closed.
    func socket(open: Bool) {
        if open { liveSockets.increment() } else { liveSockets.decrement() }
    }

    /// The metrics in Prometheus's text format, with the open matches counted now.
    func exposition(activeMatches count: Int) -> String {
        activeMatches.set(Int64(count))
        return registry.emitToString()
    }
}
