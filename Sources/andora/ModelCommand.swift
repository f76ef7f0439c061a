import AndoraModel
import ArgumentParser

/// `andora model`: the app model driven by JSON lines, as the page's WebAssembly build drives it.
struct ModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Send JSON lines from standard input to a new profile's app model; print each answer.",
        discussion: """
            The first answer is the launch's. A line is an intent, such as {"type":"tapCell","cell":"e5"}, \
            or what the page's host tells the model: its clock, {"clock":1700000000000}, a search's \
            move, {"thought":{"request":1,"cell":"e5"}}, or how storing went, {"stored":true}. Each \
            answer is one line, {"state":{…},"writes":[…],"think":{…}}: the state, what the page \
            would store, and the search it would run; {"error":"…"} for a line that is none of these. \
            Nothing is stored and no search runs: the same lines give the same bytes here and in the \
            WebAssembly build (Tests/browser/test_wasm.py).
            """
    )

    @Option(help: "The language of the texts: en or ru.")
    var lang: Language = .en

    func run() {
        var session = WireModel(language: lang)
        print(session.launch())
        while let line = readLine(strippingNewline: true) {
            print(session.apply(line))
        }
    }
}
