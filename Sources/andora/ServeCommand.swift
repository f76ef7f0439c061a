import AndoraCommandLine
import AndoraHost
import AndoraModel
import AndoraStore
import AndoraWeb
import ArgumentParser
import Foundation
import Hummingbird
import Logging

/// `andora serve` (and bare `andora`): the game as a web app for any browser on this device, or on
/// this network with `--lan`.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve Andora as a web app; open the printed address in a browser.",
        discussion: "Ctrl-C stops the server. Every browser is its own player, stored in the database; see docs/WEB.md.")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8080

    @Flag(help: "Listen on every network this machine is on (anyone on them can reach the game).")
    var lan = false

    @Option(name: .customLong("allow-host"), help: "Another name the server answers to (a proxy's, a DNS name), as NAME:PORT for a proxy on another port; repeatable.")
    var allowedHosts: [String] = []

    @Option(help: "New players one address may open at once and again each minute; beyond it: 429.")
    var newProfilesPerMinute = 60

    @Option(help: "Live sockets one address may hold open at once; beyond it the page polls.")
    var socketsPerAddress = WebSettings().socketsPerAddress

    @Option(help: "Backups and restores one browser or address may ask for at once and again each minute; beyond it: 429.")
    var backupsPerMinute = WebSettings().backupsPerMinute

    @Option(help: "Match codes one browser or address may try (join, watch, invite) at once and again each minute; beyond it: 429.")
    var codeTriesPerMinute = WebSettings().codeTriesPerMinute

    @Option(name: .customLong("trusted-proxy"), help: "The address of a proxy in front of this server (nginx): new players from it count by the address it names in X-Forwarded-For; repeatable.")
    var trustedProxies: [String] = []

    @Option(help: """
        The SQLite file for the players' options and games (default: $XDG_DATA_HOME/andora/andora.sqlite), \
        or a PostgreSQL database: postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE.
        """)
    var database: String?

    /// A player not heard from for this long leaves memory (not the database).
    static var idleProfileLifetime: Duration { .seconds(30 * 60) }
    /// How often open matches are checked for abandonment.
    static var matchSweepInterval: Duration { .seconds(30) }

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard newProfilesPerMinute > 0 else { throw ValidationError("--new-profiles-per-minute must be positive.") }
        guard socketsPerAddress > 0 else { throw ValidationError("--sockets-per-address must be positive.") }
        guard backupsPerMinute > 0 else { throw ValidationError("--backups-per-minute must be positive.") }
        guard codeTriesPerMinute > 0 else { throw ValidationError("--code-tries-per-minute must be positive.") }
        for proxy in trustedProxies where ClientRequestContext.canonicalAddress(proxy) == nil {
            throw ValidationError("--trusted-proxy takes an IP address, not '\(proxy)'.")
        }
    }

    func run() async throws {
        // A file-size limit (or a full quota) becomes a failed write that the store reports and
        // retries, not a signal that kills the server.
        signal(SIGXFSZ, SIG_IGN)
        LoggingSystem.bootstrap { JSONLogHandler(label: $0) }
        let addresses = lan ? NetworkAddresses.current() : []
        var settings = lan
            ? WebSettings.localNetwork(port: port, addresses: addresses, allowedHosts: allowedHosts)
            : WebSettings(host: host, port: port, allowedHosts: allowedHosts)
        settings.newProfilesPerMinute = newProfilesPerMinute
        settings.trustedProxies = trustedProxies
        settings.socketsPerAddress = socketsPerAddress
        settings.backupsPerMinute = backupsPerMinute
        settings.codeTriesPerMinute = codeTriesPerMinute
        // A database that cannot be named is said first, whatever the port; then the port, before the
        // store: a start that cannot listen leaves the database as it was, unmigrated.
        let databaseOption = try DatabaseOption(database)
        try await ListeningCheck.check(host: settings.host, port: settings.port)
        let store = try await databaseOption.open()
        var logger = Logger(label: "andora.web")
        logger.logLevel = .warning
        let metrics = ServerMetrics()
        let report: @Sendable (String) -> Void = { [logger] problem in
            metrics.storeFailed()
            logger.warning("store: \(problem)")
        }
        let hall = MatchHall(store: store, report: report)
        let runtime = AppRuntime(store: store, idleLifetime: Self.idleProfileLifetime, hall: hall, report: report)
        // Matches nobody plays any more end as abandoned; the first sweep reads the open ones back.
        let sweeper = Task {
            while !Task.isCancelled {
                await hall.sweep()
                try? await Task.sleep(for: Self.matchSweepInterval)
            }
        }
        // A device gone shows as not connected on the other side's screen.
        let presence = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(MatchHall.presenceCheckInterval))
                await hall.expirePresence()
            }
        }
        // Moves other servers on the same PostgreSQL store reach this one's players.
        let listener = Task { await hall.listen() }
        defer {
            sweeper.cancel()
            presence.cancel()
            listener.cancel()
        }
        let shownHosts = lan ? (addresses.isEmpty ? ["127.0.0.1"] : addresses) : [host]
        let app = buildApplication(settings, runtime: runtime, metrics: metrics, logger: logger) { port in
            let urls = shownHosts.map { "http://\($0.contains(":") ? "[\($0)]" : $0):\(port)/" }
            var lines = ["Andora is running at \(urls[0]) (Ctrl-C stops it)"]
            if lan {
                lines += urls.dropFirst().map { "Also at \($0)" }
                lines.append(addresses.isEmpty
                    ? "Warning: no network address found; listening on every interface anyway."
                    : "Warning: anyone on these networks can open the game; stop the server when you are done.")
            }
            FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
        try await app.runService()
        await runtime.shutdown()
    }
}
