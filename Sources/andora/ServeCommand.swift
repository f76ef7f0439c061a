import AndoraApp
import AndoraStore
import AndoraWeb
import ArgumentParser
import Foundation
import Hummingbird
import Logging

/// `andora serve` (and bare `andora`): the game as a web app for any browser on this device.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve Andora as a web app; open the printed address in a browser.",
        discussion: "Ctrl-C stops the server. Every browser is its own player, stored in the database; see docs/WEB.md.")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(help: "The SQLite file for the players' options and games (default: $XDG_DATA_HOME/andora/andora.sqlite).")
    var database: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
    }

    func run() async throws {
        let store = try AppDatabase(path: database ?? AppDatabase.defaultPath())
        var logger = Logger(label: "andora.web")
        logger.logLevel = .warning
        let runtime = AppRuntime(store: store)
        let host = host
        let app = buildApplication(WebSettings(host: host, port: port), runtime: runtime, logger: logger) { port in
            let shown = host.contains(":") ? "[\(host)]" : host
            FileHandle.standardOutput.write(Data("Andora is running at http://\(shown):\(port)/ (Ctrl-C stops it)\n".utf8))
        }
        try await app.runService()
        await runtime.shutdown()
    }
}
