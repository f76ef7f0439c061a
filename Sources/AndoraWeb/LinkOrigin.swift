import AndoraModel

/// Where the links the server hands out (a match's invite, a backup's) point: the address the page
/// was reached at, except that a page opened at a loopback address of a server that listens on the
/// network gets the machine's network address, which a phone can open. A server that listens on this
/// computer alone says so beside each link, and names the fix.
struct LinkOrigin: Sendable {
    let scheme: String
    /// The server listens on a loopback address: no other device can open its links.
    let thisComputerOnly: Bool
    /// The machine's first network address, when the server listens on the network.
    let networkAddress: String?
    let port: Int

    init(_ settings: WebSettings) {
        scheme = settings.secureCookies ? "https://" : "http://"
        thisComputerOnly = Self.isLoopback(settings.host)
        networkAddress = settings.networkAddresses.first
        port = settings.port
    }

    /// The origin of links answering a request that reached the server at `authority` (`Host`).
    func origin(reachedAt authority: String) -> String {
        let (host, port) = Self.split(authority)
        guard let networkAddress, Self.isLoopback(host) else { return scheme + authority }
        return scheme + networkAddress + ":" + String(port ?? self.port)
    }

    /// The line that goes with the links, in `language`; `nil` when another device can open them.
    func note(in language: Language) -> String? {
        thisComputerOnly ? Localizer(language: language).text(WebText.thisComputerOnly) : nil
    }

    /// The schema of ``note(in:)`` where an answer carries it.
    static var noteSchema: WireSchema {
        .string.described("Present when the server listens on this computer alone: why no other device can open the link, and the fix (andora serve --lan), in the browser's language.")
    }

    private static func isLoopback(_ host: String) -> Bool {
        ["localhost", "::1", "[::1]"].contains(host.lowercased()) || host.hasPrefix("127.")
    }

    /// An authority's host (an IPv6 address keeps its brackets) and port.
    private static func split(_ authority: String) -> (host: String, port: Int?) {
        guard let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]") else { return (authority, nil) }
        return (String(authority[..<colon]), Int(authority[authority.index(after: colon)...]))
    }
}
