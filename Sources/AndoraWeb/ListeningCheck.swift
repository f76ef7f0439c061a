import NIOCore
import NIOPosix

/// Whether the server can listen where it is told to, found out by listening there a moment:
/// the store is opened (and migrated) only after this, so a start that cannot listen changes no
/// file.
public enum ListeningCheck {
    /// Listens on `host`:`port` and stops again; throws what went wrong in words a player can act on.
    public static func check(host: String, port: Int) async throws(ListeningError) {
        let channel: any Channel
        do {
            channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .bind(host: host, port: port).get()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw .portInUse(host: host, port: port)
        } catch let error as IOError where error.errnoCode == EADDRNOTAVAIL {
            throw .notThisMachine(host: host)
        } catch let error as IOError where error.errnoCode == EACCES {
            throw .notAllowed(host: host, port: port)
        } catch is SocketAddressError.UnknownHost {
            throw .unknownHost(host)
        } catch is SocketAddressError {
            throw .unknownHost(host)
        } catch {
            throw .other(host: host, port: port, reason: "\(error)")
        }
        try? await channel.close()
    }
}
