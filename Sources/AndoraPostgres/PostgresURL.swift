import Foundation

/// Where a PostgreSQL database is, from `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE` (or
/// `postgresql://`); the port defaults to 5432 and the database to the user's name, as `psql`'s do.
public struct PostgresURL: Sendable, Hashable, CustomStringConvertible {
    public var host: String
    public var port: Int
    public var username: String
    public var password: String?
    public var database: String

    /// The URL schemes this store answers to.
    public static let schemes: Set<String> = ["postgres", "postgresql"]

    /// Reads a URL; throws ``PostgresStoreError/malformedURL(_:reason:)`` naming what is wrong.
    public init(_ text: String) throws(PostgresStoreError) {
        func malformed(_ reason: String) -> PostgresStoreError { .malformedURL(Self.redacted(text), reason: reason) }
        guard let components = URLComponents(string: text) else { throw malformed("it does not read as a URL") }
        guard let scheme = components.scheme?.lowercased(), Self.schemes.contains(scheme) else {
            throw malformed("the scheme must be postgres:// or postgresql://")
        }
        guard let host = components.host, !host.isEmpty else { throw malformed("it names no host") }
        guard let username = components.user, !username.isEmpty else { throw malformed("it names no user") }
        if let port = components.port, !(1...65535).contains(port) { throw malformed("the port must be between 1 and 65535") }
        let database = String(components.path.drop { $0 == "/" })
        guard !database.contains("/") else { throw malformed("the database name cannot contain “/”") }
        guard components.query == nil, components.fragment == nil else {
            throw malformed("options after “?” or “#” are not supported")
        }
        self.host = host
        port = components.port ?? 5432
        self.username = username
        password = components.password
        self.database = database.isEmpty ? username : database
    }

    /// The URL without its password, for messages and logs.
    public var description: String {
        let authority = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(username)\(password == nil ? "" : ":***")@\(authority):\(port)/\(database)"
    }

    /// Whether a `--database` value is meant as a URL rather than a file path: it starts with a
    /// scheme and `://`, or with `postgres:` or `postgresql:`.
    public static func isURL(_ text: String) -> Bool {
        let scheme = text.prefix { $0 != ":" }
        guard scheme.count < text.count, let first = scheme.first, first.isLetter,
              scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
        else { return false }
        return text.dropFirst(scheme.count).hasPrefix("://") || schemes.contains(scheme.lowercased())
    }

    /// `text` with any password between `user:` and `@` replaced by `***`.
    private static func redacted(_ text: String) -> String {
        guard let start = text.range(of: "://"), let at = text[start.upperBound...].firstIndex(of: "@"),
              let colon = text[start.upperBound..<at].firstIndex(of: ":")
        else { return text }
        return text.replacingCharacters(in: text.index(after: colon)..<at, with: "***")
    }
}
