import AndoraTerminal
import AndoraTestSupport
import Foundation
import Testing

/// A real `andora serve` on a free loopback port and a database of its own (a SQLite file, or the
/// PostgreSQL database given), for the terminal to join.
final class AndoraServer {
    private let process = Process()
    private let directory: URL
    /// `http://127.0.0.1:PORT`, as printed by the server.
    private(set) var url = URL(fileURLWithPath: "/")

    init(database: String? = nil) async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("andora-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        #expect(FileManager.default.isExecutableFile(atPath: AndoraExecutable.path), "build the andora executable first")
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: AndoraExecutable.path)
        process.arguments = ["serve", "--port", "0", "--database", database ?? directory.appendingPathComponent("server.sqlite").path]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // "Andora is running at http://127.0.0.1:PORT/ (Ctrl-C stops it)"
        let printed = await Self.firstLine(of: output.fileHandleForReading)
        let address = try #require(printed.split(separator: " ").first { $0.hasPrefix("http://") }, "the server printed: \(printed)")
        url = try #require(URL(string: String(address.dropLast())))
    }

    /// What the server prints first, read on a thread of its own: a test that held a thread of
    /// Swift's pool for the server's start would leave the other tests' connections waiting.
    private static func firstLine(of handle: FileHandle) async -> String {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var printed = ""
                while !printed.contains("\n") {
                    let data = handle.availableData
                    guard !data.isEmpty else { break }
                    printed += String(decoding: data, as: UTF8.self)
                }
                continuation.resume(returning: printed)
            }
        }
    }

    /// The other device: a new profile that creates a match over HTTP and plays X in it; with the match's code.
    func hostedMatch() async throws -> (host: RemoteConnection, code: String) {
        let host = try await RemoteConnection(server: url, language: .en)
        _ = await host.send(.openMatchSetup)
        _ = await host.send(.setMatchSide(.x))
        return (host, try #require(await host.send(.createMatch).match?.code))
    }

    /// Stops the server (SIGTERM) and waits for it; its database goes too.
    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: directory)
    }
}

extension AsyncStream where Element: Sendable {
    /// The first element that satisfies the condition within a generous deadline, else `nil`.
    func first(within seconds: Double, where condition: @escaping @Sendable (Element) -> Bool) async -> Element? {
        await withTaskGroup(of: Element?.self) { group in
            group.addTask { await self.first(where: condition) }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return nil
            }
            let found = await group.next() ?? nil
            group.cancelAll()
            return found
        }
    }
}
