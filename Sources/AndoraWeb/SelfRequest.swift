import NIOCore
import NIOPosix

/// The one request a server just started sends itself before it tells anyone its address.
///
/// Swift's runtime (6.3 on Linux) can crash when two threads build the metadata of the same generic
/// class for the first time at once: two browser connections arriving together, each setting up its
/// pipeline on its own event loop, crashed `andora serve` inside NIO's
/// `configureUpgradableHTTPServerPipeline` (three starts in about 1,900 under a burst of connections). A first
/// connection set up alone builds every type on a connection's path, so later ones find them built.
/// See docs/WEB.md, "Starting".
enum SelfRequest {
    /// Asks `GET /healthz` of the server listening at `address` (on Linux a wildcard address reaches
    /// this machine) and waits for the answer to end; a failure is ignored, as the server works without.
    static func send(to address: SocketAddress) async {
        let request = "GET /healthz HTTP/1.1\r\nHost: localhost:\(address.port ?? 80)\r\nConnection: close\r\n\r\n"
        do {
            let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connect(to: address) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                    }
                }
            try await channel.executeThenClose { inbound, outbound in
                try await outbound.write(ByteBuffer(string: request))
                for try await _ in inbound {}
            }
        } catch {
            return
        }
    }
}
