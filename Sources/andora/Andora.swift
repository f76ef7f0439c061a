import ArgumentParser

/// The `andora` command: the game and its tools; `andora` alone serves the web app. The trainers
/// are `andora-train`'s.
@main
struct Andora: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "andora",
        abstract: "Andora: ultimate tic-tac-toe for two players on one device.",
        subcommands: [
            ServeCommand.self, PlayCommand.self, RefereeCommand.self, PerftCommand.self, UGICommand.self,
            BenchCommand.self, PuzzlesCommand.self, ModelCommand.self, OpenAPICommand.self,
        ],
        defaultSubcommand: ServeCommand.self
    )
}
