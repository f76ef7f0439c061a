import AndoraHost
import AndoraModel
import AndoraStore
import AndoraTerminal
import ArgumentParser
import Foundation

/// `andora play`: the full-screen terminal game, as this machine's local player, or a seat in a
/// match on an Andora server (`--join CODE --server URL`).
struct PlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play Andora full-screen in this terminal.",
        discussion: """
            Arrows or a cell name (e5) move the cursor, Enter or Space places, Esc goes back; \
            --join CODE --server URL plays a match against another device; --open FILE replays a \
            game's moves file; see docs/TERMINAL.md.
            """)

    @Option(help: "The language of this run only: en or ru (default: the saved option).")
    var lang: Language?

    @Option(help: "The SQLite file for options and games (default: $XDG_DATA_HOME/andora/andora.sqlite).")
    var database: String?

    @Option(help: "Join the match of this code on the server given by --server.")
    var join: String?

    @Option(help: "The Andora server of the match to join, e.g. http://127.0.0.1:8080.")
    var server: String?

    @Option(help: "Open this moves file (as a replay saves it) in a replay, from the History.")
    var open: String?

    func validate() throws {
        guard (join == nil) == (server == nil) else { throw ValidationError("--join and --server go together.") }
        guard join == nil || open == nil else { throw ValidationError("--open opens a game on this machine, not in a match.") }
        if let server {
            let url = URL(string: server)
            guard url?.host != nil, url?.scheme == "http" || url?.scheme == "https" else {
                throw ValidationError("--server must be an http:// or https:// address, e.g. http://127.0.0.1:8080.")
            }
        }
    }

    func run() async throws {
        if let join, let server = server.flatMap(URL.init(string:)) {
            // The match speaks the terminal's language: this run's, else the local player's option.
            let language = if let lang { lang } else { try await openDatabase().profile(.local)?.options.language ?? .en }
            let connection = try await RemoteConnection(server: server, language: language)
            try await connection.join(join)
            try await TerminalApp.run(connection)
            return
        }
        // Read before the database is opened: a path that cannot be read changes nothing.
        let gameFile = try open.map(Self.read(gameFile:))
        let database = try openDatabase()
        let store: any ProfileStore = lang.map { RunLanguageStore(database, language: $0) } ?? database
        let runtime = AppRuntime(store: store)
        let connection = LocalConnection(runtime)
        if let gameFile {
            _ = await connection.send(.openHistory)
            _ = await connection.send(.openGameFile(text: gameFile))
        }
        try await TerminalApp.run(connection)
        await runtime.shutdown()
    }

    /// The text of the moves file at `path`, which the History then opens: a replay, or the History
    /// saying why the file is not a game.
    private static func read(gameFile path: String) throws -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw UnreadableFile(path: path) }
        defer { try? handle.close() }
        // The model refuses a text longer than a moves file can be: 64 KiB are more than enough to say so.
        guard let bytes = try? handle.read(upToCount: 65_536) ?? Data() else { throw UnreadableFile(path: path) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A file given to `--open` that cannot be read.
    struct UnreadableFile: Error, CustomStringConvertible {
        let path: String
        var description: String { "--open: cannot read \(path)." }
    }

    private func openDatabase() throws -> AppDatabase {
        try AppDatabase(path: DatabaseOption(database).sqlitePath(for: "play"))
    }
}

extension Language: ExpressibleByArgument {}
