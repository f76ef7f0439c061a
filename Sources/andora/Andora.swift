import ArgumentParser

/// The `andora` command: the game and its tools; `andora` alone plays in the terminal.
@main
struct Andora: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "andora",
        abstract: "Andora: ultimate tic-tac-toe for two players on one device.",
        subcommands: [
            PlayCommand.self, RefereeCommand.self, PerftCommand.self, UGICommand.self, BenchCommand.self,
            InkCommand.self,
        ],
        defaultSubcommand: PlayCommand.self
    )
}
