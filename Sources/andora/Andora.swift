import ArgumentParser

/// The `andora` command; `andora` alone plays in the terminal.
@main
struct Andora: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "andora",
        abstract: "Andora: ultimate tic-tac-toe for two players on one device.",
        subcommands: [PlayCommand.self],
        defaultSubcommand: PlayCommand.self)
}
