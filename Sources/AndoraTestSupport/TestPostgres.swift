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
        let port = try await started.value
        let name = "andora_test_" + UUID().uuidString.lowercased().filter(\.isHexDigit)
        try await run("\(binaries)/createdb", ["-h", "127.0.0.1", "-p", "\(port)", "-U", "postgres", name])
        return "postgres://postgres@127.0.0.1:\(port)/\(name)"
    }

    /// The port of a server that is not running: a free loopback port nobody listens on, for the
    /// tests of an unreachable database.
    public static func unusedPort() throws -> Int { try freePort() }

    /// Why the test server could not start.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The server's port, once it has started.
    private static let started = Task { try await start() }

    private static func start() async throws -> Int {
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
                return port
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
            let stop = [TestPostgres.binaries + "/pg_ctl", "-D", data, "-m", "immediate", "stop"]
            _ = TestPostgres.spawnAndWait(getuid() == 0 ? ["/sbin/runuser", "-u", "postgres", "--"] + stop : stop, output: "/dev/null")
            try? FileManager.default.removeItem(at: directory)
        }
    }

    /// Runs a program to its end on a thread of its own, not one of Swift's pool; throws with what
    /// it printed if it fails.
    ///
    /// `posix_spawn`, not Foundation's `Process`: on Linux, `Process` learns that a child ended
    /// when a socket it hands the child is closed, and the server that `pg_ctl start` leaves
    /// running inherits that socket, so `pg_ctl` would never be seen to end.
    private static func run(_ program: String, _ arguments: [String], asPostgres: Bool = false) async throws {
        let command = asPostgres && getuid() == 0 ? ["/sbin/runuser", "-u", "postgres", "--", program] + arguments : [program] + arguments
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("andora-postgres-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let status: Int32 = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: spawnAndWait(command, output: log.path)) }
        }
        guard status == 0 else {
            let printed = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw Failure(description: "\((program as NSString).lastPathComponent) failed (\(status)): \(printed)")
        }
    }

    /// Starts the command with its output to a file and waits for it; its exit status, or -1.
    private static func spawnAndWait(_ command: [String], output: String) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Nothing else of this process goes to the child: the server would keep open whatever it
        // inherited (another test's pipe, Foundation's socket watching another child) for as long
        // as it runs, and whoever waits for that pipe's end or that child's would wait forever.
        if let closeFrom = closeFrom { _ = closeFrom(&actions, 3) }
        var arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, command[0], &actions, nil, &arguments, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED and WEXITSTATUS, which Swift does not import.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
    /// module does not declare.
    private static let closeFrom = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: AddCloseFrom.self) }

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

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
