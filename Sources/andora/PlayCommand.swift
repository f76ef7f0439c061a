import AndoraApp
import AndoraStore
import AndoraTerminal
import ArgumentParser

/// `andora play`: the full-screen terminal game, as this machine's local player.
struct PlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play Andora full-screen in this terminal.",
        discussion: """
            Arrows or a cell name (e5) move the cursor, Enter or Space places, Esc goes back; \
            see docs/TERMINAL.md.
            """)

    @Option(help: "The language of this run only: en or ru (default: the saved option).")
    var lang: Language?

    @Option(help: "The SQLite file for options and games (default: $XDG_DATA_HOME/andora/andora.sqlite).")
    var database: String?

    func run() async throws {
        let database = try AppDatabase(path: database ?? AppDatabase.defaultPath())
        let store: any ProfileStore = lang.map { RunLanguageStore(database, language: $0) } ?? database
        let runtime = AppRuntime(store: store)
        try await TerminalApp.run(LocalConnection(runtime))
        await runtime.shutdown()
    }
}

extension Language: ExpressibleByArgument {}
