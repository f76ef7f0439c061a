import AndoraApp
import AndoraStore
import AndoraTerminal
import ArgumentParser
import Foundation

/// `andora play`: the full-screen terminal game.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play Andora full-screen in this terminal.",
        discussion: """
            Arrows or a cell name (e5) move the cursor, Enter or Space places, Esc goes back; \
            see docs/TERMINAL.md.
            """)

    @Option(help: "The language of this run only: en or ru (default: the saved option).")
    var lang: Language?

    @Option(help: "The SQLite file for options and the autosaved game (default: $XDG_DATA_HOME/andora/andora.sqlite).")
    var database: String?

    func run() throws {
        let store = try AppDatabase(path: database ?? AppDatabase.defaultPath())
        var options = Self.loaded(try store.loadOptions(), otherwise: .default)
        let storedLanguage = options.language
        let savedGame = Self.loaded(try store.loadSavedGame(), otherwise: nil)
        if let lang {
            options.language = lang
        }
        // The computer's play differs from run to run; within a run each game derives its own seed.
        let model = AppModel(options: options, savedGame: savedGame, seed: UInt64.random(in: .min ... .max))
        let session = TerminalSession(model: model)
        // `--lang` speaks for this run only: options saved in its language keep the stored one.
        let perform = { (effect: AppEffect) throws in
            if let lang, case .saveOptions(var saved) = effect, saved.language == lang {
                saved.language = storedLanguage
                try store.perform(.saveOptions(saved))
            } else {
                try store.perform(effect)
            }
        }
        for problem in try TerminalApp.run(session, perform: perform) {
            Self.warn(problem)
        }
    }

    /// A stored value, or the fallback with a warning when the stored row is unreadable.
    private static func loaded<Value>(
        _ load: @autoclosure () throws(StoreError) -> Value, otherwise fallback: Value
    ) -> Value {
        do {
            return try load()
        } catch {
            warn("\(error)")
            return fallback
        }
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("andora: warning: \(message)\n".utf8))
    }
}

extension Language: ExpressibleByArgument {}
