import Hummingbird
import NIOCore

/// The context of every request Andora serves: Hummingbird's own, plus the client's address, which
/// the per-client limits count by.
public struct ClientRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The peer's address; nil when no socket carries the request (router tests).
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// Who the limits count this request against: the IPv4 address, or the IPv6 address's /64
    /// network (one household or machine is given a whole /64, so single addresses cost nothing).
    /// From a trusted proxy (its address in `proxies`, in the form ``canonicalAddress(_:)`` gives),
    /// the address the proxy forwarded instead: the first in `X-Forwarded-For`, from the right, that
    /// is not itself a trusted proxy (the ones before it are whatever the client wrote). If that one
    /// is no address (`unknown`, a socket path), the request counts as the proxy's.
    static func client(at remoteAddress: SocketAddress?, forwardedFor: String, trusting proxies: Set<String>) -> String {
        guard let peer = remoteAddress.map(canonicalAddress), proxies.contains(peer),
              let hop = forwardedFor.split(separator: ",").reversed().lazy
                  .map({ $0.trimmingCharacters(in: .whitespaces) })
                  .first(where: { canonicalAddress($0).map { !proxies.contains($0) } ?? true }),
              let origin = try? SocketAddress(ipAddress: hop, port: 0)
        else { return client(at: remoteAddress) }
        return client(at: origin)
    }

    /// An IP address in one form (`::1`, `192.0.2.7`; an IPv4 address mapped into IPv6 as the IPv4
    /// address), `nil` for anything else.
    public static func canonicalAddress(_ text: String) -> String? {
        (try? SocketAddress(ipAddress: text, port: 0)).map(canonicalAddress)
    }

    private static func canonicalAddress(_ address: SocketAddress) -> String {
        ipv4(mappedIn: address) ?? address.ipAddress ?? ""
    }

    /// The client a peer address counts as (see ``client``); `unknown` without an address.
    static func client(at remoteAddress: SocketAddress?) -> String {
        switch remoteAddress {
        case .v4:
            return remoteAddress?.ipAddress ?? "unknown"
        case .v6(let address):
            return ipv4(mappedIn: .v6(address)) ?? network64(withUnsafeBytes(of: address.address.sin6_addr) { Array($0) })
        default:
            return "unknown"
        }
    }

    /// The IPv4 address an IPv6 address maps (`::ffff:192.0.2.7`), if it maps one.
    private static func ipv4(mappedIn address: SocketAddress) -> String? {
        guard case .v6(let v6) = address else { return nil }
        let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
        guard bytes[..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xff, bytes[11] == 0xff else { return nil }
        return bytes[12...].map(String.init).joined(separator: ".")
    }

    /// The first 64 bits of an IPv6 address as four hexadecimal groups and `::/64`.
    static func network64(_ bytes: [UInt8]) -> String {
        stride(from: 0, to: 8, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
            .joined(separator: ":") + "::/64"
    }
}
