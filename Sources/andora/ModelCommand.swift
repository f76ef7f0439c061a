import AndoraModel
import ArgumentParser

/// `andora model`: the app model driven by JSON lines, as the page's WebAssembly build drives it.
struct ModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Send JSON lines from standard input to a new profile's app model; print the state after each.",
        discussion: """
            A line is an intent, such as {"type":"tapCell","cell":"e5"}, or the host's clock in \
            milliseconds, {"clock":1700000000000}. Each answer is the state's JSON on one line, or \
            {"error":"…"} for a line that is neither. Nothing is stored and no search runs: the same \
            lines give the same bytes here and in the WebAssembly build (Tests/browser/test_wasm.py).
            """
    )

    @Option(help: "The language of the texts: en or ru.")
    var lang: Language = .en

    func run() {
        var session = WireModel(language: lang)
        while let line = readLine(strippingNewline: true) {
            print(session.apply(line))
        }
    }
}
