import ArgumentParser

/// The `andora` command: the game and its tools.
@main
struct Andora: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "andora",
        abstract: "Andora: ultimate tic-tac-toe for two players on one device.",
        subcommands: [RefereeCommand.self]
    )
}
