import AndoraWeb
import ArgumentParser

/// `andora openapi`: the API's OpenAPI document, as the server serves it.
struct OpenAPICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "openapi",
        abstract: "Print the web API's OpenAPI document.",
        discussion: """
            The document is made from the code's declarations (each intent's kind, the wire types' \
            fields) and the template beside them; Sources/AndoraWeb/Resources/web/openapi.json is \
            exactly this output, and a test fails when it is not.
            """
    )

    func run() throws {
        print(try OpenAPIDocument.text(), terminator: "")
    }
}
