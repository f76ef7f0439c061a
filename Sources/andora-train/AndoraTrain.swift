import ArgumentParser

/// The `andora-train` command: the tools that fit what the game ships (the engine's weights and
/// win chance, the shape model) to self-play games and drawings. The shipped `andora` links none of it.
@main
struct AndoraTrain: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "andora-train",
        abstract: "Fit Andora's engine and shape model to self-play games and drawings.",
        subcommands: [TuneCommand.self, CalibrateCommand.self, InkCommand.self]
    )
}
