import AndoraModel

/// The body of every refusal: `{"error": "…"}`, the message in the profile's language (else the
/// browser's).
struct ProblemBody: WireShaped {
    var error: String

    static let wireName = "Error"

    static func wireFields(_ shape: inout some WireFields<ProblemBody>) {
        shape.field("error", .string.described("What went wrong, in the profile's language (else the browser's).")) { $0.error }
    }
}
