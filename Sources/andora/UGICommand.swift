import ArgumentParser

/// `andora ugi`: the engine over the UGI text protocol.
struct UGICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ugi", abstract: "Speak UGI on standard input and output.")
}
