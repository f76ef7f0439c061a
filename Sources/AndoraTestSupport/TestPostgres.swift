import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A PostgreSQL server for the tests of this process: `initdb` in a temporary directory and
/// `pg_ctl start` on a free loopback port at the first use, `pg_ctl stop` when the process exits;
/// each test asks for a database of its own, so tests run in parallel (docs/STORE.md).
///
/// Run as root (as CI is), the server runs as the `postgres` user, which owns the directory.
public enum TestPostgres {
    /// Where the server's programs are: `ANDORA_POSTGRES_BIN`, else Debian's PostgreSQL 15.
    public static let binaries = ProcessInfo.processInfo.environment["ANDORA_POSTGRES_BIN"] ?? "/usr/lib/postgresql/15/bin"

    /// Whether this machine has the server's programs.
    public static var isInstalled: Bool {
        ["initdb", "pg_ctl", "createdb"].allSatisfy { FileManager.default.isExecutableFile(atPath: "\(binaries)/\($0)") }
    }

    /// Whether PostgreSQL's cases must run: under CI (`CI` set), a machine without the server fails
    /// them instead of skipping them.
    public static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false }

    /// Why PostgreSQL's cases do not run here, or `nil` when they do.
    public static let skipNote: String? =
        isInstalled || isRequired
        ? nil
        : "note: PostgreSQL's server is not in \(binaries) (Debian: apt-get install postgresql-15), so the store tests ran "
            + "on SQLite only; with CI set they fail instead."

    /// A fresh, empty database of its own on the test server, as a `postgres://` URL.
    public static func freshDatabase() async throws -> String {
        let server = try await started.value
        let name = "andora_test_" + UUID().uuidString.lowercased().filter(\.isHexDigit)
        try await run(server.bin("createdb"), ["-h", "127.0.0.1", "-p", "\(server.port)", "-U", "postgres", name])
        return "postgres://postgres@127.0.0.1:\(server.port)/\(name)"
    }

    /// The port of a server that is not running: a free loopback port nobody listens on, for the
    /// tests of an unreachable database.
    public static func unusedPort() throws -> Int { try freePort() }

    /// Why the test server could not start.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private struct Server: Sendable {
        var directory: URL
        var port: Int
        func bin(_ name: String) -> String { "\(binaries)/\(name)" }
    }

    private static let started = Task { try await start() }

    private static func start() async throws -> Server {
        guard isInstalled else {
            throw Failure(description: "PostgreSQL's server is not in \(binaries): install postgresql-15 "
                + "(.ci/run does), or set ANDORA_POSTGRES_BIN to its bin directory")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("andora-postgres-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if getuid() == 0 { try await run("/bin/chown", ["postgres:postgres", directory.path]) }
        let data = directory.appendingPathComponent("data").path
        try await run(
            "\(binaries)/initdb",
            ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "--no-instructions", "-E", "UTF8", "--locale=C"],
            asPostgres: true)
        // A port found free may be taken before the server binds it: try another.
        var lastFailure: (any Error)?
        for _ in 0..<3 {
            let port = try freePort()
            let settings = [
                "-p \(port)", "-k \(directory.path)", "-c listen_addresses=127.0.0.1", "-c max_connections=300",
                "-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off",
            ]
            do {
                try await run(
                    "\(binaries)/pg_ctl",
                    ["-D", data, "-l", directory.appendingPathComponent("server.log").path, "-w", "-t", "60",
                     "-o", settings.joined(separator: " "), "start"],
                    asPostgres: true)
                stopAtExit(data: data, directory: directory)
                return Server(directory: directory, port: port)
            } catch {
                lastFailure = error
            }
        }
        throw lastFailure ?? Failure(description: "pg_ctl start failed")
    }

    nonisolated(unsafe) private static var running: (data: String, directory: URL)?

    /// Stops the server and removes its directory when the test process exits.
    private static func stopAtExit(data: String, directory: URL) {
        running = (data, directory)
        atexit {
            guard let (data, directory) = TestPostgres.running else { return }
            let stop = Process()
            stop.executableURL = URL(fileURLWithPath: getuid() == 0 ? "/sbin/runuser" : "\(TestPostgres.binaries)/pg_ctl")
            let arguments = ["-D", data, "-m", "immediate", "stop"]
            stop.arguments = getuid() == 0 ? ["-u", "postgres", "--", "\(TestPostgres.binaries)/pg_ctl"] + arguments : arguments
            stop.standardOutput = FileHandle.nullDevice
            stop.standardError = FileHandle.nullDevice
            try? stop.run()
            stop.waitUntilExit()
            try? FileManager.default.removeItem(at: directory)
        }
    }

    /// Runs a program to its end without holding a thread of Swift's pool; throws with what it
    /// printed if it fails.
    private static func run(_ program: String, _ arguments: [String], asPostgres: Bool = false) async throws {
        let process = Process()
        if asPostgres && getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/sbin/runuser")
            process.arguments = ["-u", "postgres", "--", program] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        guard status == 0 else {
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw Failure(description: "\((program as NSString).lastPathComponent) failed (\(status)): \(printed)")
        }
    }

    /// A loopback port that nothing listens on now.
    private static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket() failed") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, length) == 0 && getsockname(socket, address, &length) == 0
            }
        }
        guard bound else { throw Failure(description: "no free loopback port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
