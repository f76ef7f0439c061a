import AndoraApp
import Foundation

/// The web front end's own texts (`Web.strings`) in one language; the game's texts come from AndoraApp.
public struct WebLocalizer: Sendable {
    public let language: Language
    /// The whole table, which the page fetches once per language.
    public let texts: [String: String]

    /// Each table is read once per process.
    private static let tables: [Language: [String: String]] = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { ($0, load($0)) })

    public init(language: Language) {
        self.language = language
        texts = Self.tables[language] ?? [:]
    }

    private static func load(_ language: Language) -> [String: String] {
        let url = Bundle.module.path(forResource: language.rawValue, ofType: "lproj")
            .map { URL(fileURLWithPath: $0).appendingPathComponent("Web.strings") }
        return url.flatMap { try? Data(contentsOf: $0) }
            .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: String] } ?? [:]
    }

    /// The text for the key with its `%@`/`%d` placeholders filled in; the key itself if the table lacks it.
    public func text(_ key: WebText, _ arguments: any CVarArg...) -> String {
        String(format: texts[key.rawValue] ?? key.rawValue, arguments: arguments)
    }
}
