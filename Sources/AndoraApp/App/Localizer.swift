import Foundation

/// Looks texts up in the `Localizable.strings` table of one language, whatever the system locale.
public struct Localizer: Sendable {
    public let language: Language
    private let bundle: Bundle

    public init(language: Language) {
        self.language = language
        // Every language has its .lproj in the module; the base bundle is only a safety net.
        bundle = Bundle.module.path(forResource: language.rawValue, ofType: "lproj").flatMap(Bundle.init(path:))
            ?? Bundle.module
    }

    /// The text for the key.
    public func text(_ key: TextKey) -> String {
        bundle.localizedString(forKey: key.rawValue, value: nil, table: nil)
    }

    /// The text for the key with its `%@`/`%d` placeholders filled in.
    public func text(_ key: TextKey, _ arguments: any CVarArg...) -> String {
        String(format: text(key), arguments: arguments)
    }

    /// Whether this language's table has the key.
    public func hasText(for key: String) -> Bool {
        let missing = "\u{1}missing"
        return bundle.localizedString(forKey: key, value: missing, table: nil) != missing
    }

    /// The keys this language's table defines.
    public var keys: Set<String> {
        guard let url = bundle.url(forResource: "Localizable", withExtension: "strings"),
              let table = NSDictionary(contentsOf: url) as? [String: String] else { return [] }
        return Set(table.keys)
    }
}
