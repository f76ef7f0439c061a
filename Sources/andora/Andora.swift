import ArgumentParser

/// The `andora` command line: the engine's tools, and whatever front ends the app adds.
@main
struct Andora: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "andora",
        abstract: "Andora, ultimate tic-tac-toe with a twist.",
        subcommands: [PerftCommand.self, UGICommand.self, BenchCommand.self]
    )
}
