import AndoraTestSupport
@testable import AndoraWeb
import Foundation
import NIOCore
import NIOPosix
import Testing

@Suite struct ListeningCheckTests {
    /// Another program's listening socket on a free port.
    private func occupiedPort() async throws -> (any Channel, Int) {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .bind(host: "127.0.0.1", port: 0).get()
        return (channel, try #require(channel.localAddress?.port))
    }

    @Test func aPortAnotherProgramUsesIsNamedWithWhatToDo() async throws {
        let (channel, port) = try await occupiedPort()
        defer { channel.close(promise: nil) }
        await #expect(throws: ListeningError.portInUse(host: "127.0.0.1", port: port)) {
            try await ListeningCheck.check(host: "127.0.0.1", port: port)
        }
        #expect(ListeningError.portInUse(host: "127.0.0.1", port: port).description.contains("--port"))
    }

    /// The check lets go of the port at once, so the server can listen there right after it.
    @Test func aFreePortCanBeListenedOnAgainAfterTheCheck() async throws {
        // A port just freed may be taken by another test's connection before the check: then
        // another free port is tried, as the check is not what took it.
        for _ in 0..<10 {
            let (channel, port) = try await occupiedPort()
            try await channel.close()
            do {
                try await ListeningCheck.check(host: "127.0.0.1", port: port)
            } catch .portInUse {
                continue
            }
            let again = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .bind(host: "127.0.0.1", port: port).get()
            try await again.close()
            return
        }
        Issue.record("no free port stayed free long enough to be checked")
    }

    @Test func aHostNoNameResolvesToIsNamed() async throws {
        await #expect(throws: ListeningError.unknownHost("no-such-host.invalid")) {
            try await ListeningCheck.check(host: "no-such-host.invalid", port: 0)
        }
    }

    /// `andora serve` on a busy port exits with the reason, and the database it was given, made by
    /// an earlier release, is left byte for byte as it was: not migrated, not switched to WAL.
    @Test func aServerThatCannotListenLeavesItsDatabaseUnchanged() async throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../AndoraStoreTests/Fixtures/v1.sqlite").standardized
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("andora-listen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("andora.sqlite")
        try FileManager.default.copyItem(at: fixture, to: database)
        let before = try Data(contentsOf: database)
        let (channel, port) = try await occupiedPort()
        defer { channel.close(promise: nil) }
        let (status, error) = try await AndoraExecutable.run(["serve", "--port", String(port), "--database", database.path])
        #expect(status == 1)
        #expect(error.contains("another program uses that port"), "\(error)")
        #expect(try Data(contentsOf: database) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["andora.sqlite"], "no journal or WAL file left")
    }
}
