import AndoraModel
import Foundation

/// The OpenAPI document the server serves and checks requests against (`Resources/web/openapi.json`,
/// committed as `andora openapi` prints it): the template's paths and schemas, each schema the code
/// declares (`"$declared"` in the template) filled in from its declaration.
public enum OpenAPIDocument {
    /// The schemas declared in code, by their names in the document.
    static let declaredSchemas: [(name: String, schema: WireSchema)] = [
        ("Language", .names(of: Language.self)),
        ("Intent", AppIntent.schema),
    ]

    /// The document's text.
    public static func text() throws -> String {
        var text = JSONLayout.indented(try String(contentsOf: WebAssets.openAPITemplate, encoding: .utf8))
        for (name, schema) in declaredSchemas {
            let placeholder = #""\#(name)": "$declared""#
            guard text.contains(placeholder) else { throw UndeclaredSchema(name: name) }
            text = text.replacingOccurrences(of: placeholder, with: #""\#(name)": "# + schema.json)
        }
        return JSONLayout.indented(text) + "\n"
    }

    /// A schema declared in code that the template has no place for.
    struct UndeclaredSchema: Error, CustomStringConvertible {
        let name: String
        var description: String { "the OpenAPI template has no \"\(name)\": \"$declared\"" }
    }
}
