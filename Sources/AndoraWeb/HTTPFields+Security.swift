import HTTPTypes
import Hummingbird

extension HTTPField.Name {
    /// `Referrer-Policy`, which HTTPTypes does not name.
    static var referrerPolicy: Self { Self("Referrer-Policy")! }
    /// `Sec-Fetch-Site`: where a browser says the request comes from (`same-origin`, `cross-site`, …).
    static var secFetchSite: Self { Self("Sec-Fetch-Site")! }
    /// `X-Forwarded-For`: the addresses a request came through, as proxies append them.
    static var xForwardedFor: Self { Self("X-Forwarded-For")! }
}

extension HTTPFields {
    /// Only this server's files; inline style attributes are not used, CSSOM changes are allowed.
    /// Scripts may compile WebAssembly (the page's own `andora.wasm`), nothing else from text.
    static var contentSecurityPolicy: String {
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' data:; object-src 'none'; "
            + "base-uri 'none'; frame-ancestors 'none'"
    }

    /// The headers every answer carries, however early it is made: the page loads only its own files, no
    /// answer is read as another type than it says, and no address of the game leaks to other sites.
    mutating func addSecurityHeaders() {
        self[.contentSecurityPolicy] = Self.contentSecurityPolicy
        self[.xContentTypeOptions] = "nosniff"
        self[.referrerPolicy] = "no-referrer"
    }
}
