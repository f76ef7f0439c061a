import AndoraModel

/// The body of `GET /healthz` and `GET /readyz`: `{"status": "ok"}` or `{"status": "unavailable"}`.
enum ProbeStatus: String, CaseIterable, WireShaped {
    case ok, unavailable

    static let wireName = "ProbeStatus"

    static func wireFields(_ shape: inout some WireFields<ProbeStatus>) {
        shape.field("status", .names(of: ProbeStatus.self)) { $0.rawValue }
    }
}
