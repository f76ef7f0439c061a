import ArgumentParser

@main
struct Andora: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "andora",
        abstract: "Andora: ultimate tic-tac-toe for two people on one device.",
        subcommands: [InkCommand.self]
    )
}
