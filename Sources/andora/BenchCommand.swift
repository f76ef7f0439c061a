import ArgumentParser

/// `andora bench`: speed figures of the engine.
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench", abstract: "Measure the engine's speed.")
}
