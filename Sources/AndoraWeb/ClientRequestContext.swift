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
    var client: String { Self.client(at: remoteAddress) }

    /// The client a peer address counts as (see ``client``); `unknown` without an address.
    static func client(at remoteAddress: SocketAddress?) -> String {
        switch remoteAddress {
        case .v4:
            return remoteAddress?.ipAddress ?? "unknown"
        case .v6(let address):
            let bytes = withUnsafeBytes(of: address.address.sin6_addr) { Array($0) }
            if bytes[..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xff, bytes[11] == 0xff {
                return bytes[12...].map(String.init).joined(separator: ".")
            }
            return Self.network64(bytes)
        default:
            return "unknown"
        }
    }

    /// The first 64 bits of an IPv6 address as four hexadecimal groups and `::/64`.
    static func network64(_ bytes: [UInt8]) -> String {
        stride(from: 0, to: 8, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
            .joined(separator: ":") + "::/64"
    }
}
