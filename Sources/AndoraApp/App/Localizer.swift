import Foundation

/// Looks texts up in the `Localizable.strings` table of one language, whatever the system locale.
///
/// Each table is read once per process: a state has a hundred texts and is built for every answer.
public struct Localizer: Sendable {
    public let language: Language
    private let table: [String: String]

    private static let tables: [Language: [String: String]] = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { ($0, load($0)) })

    public init(language: Language) {
        self.language = language
        table = Self.tables[language] ?? [:]
    }

    /// The text for the key; the key itself if the table lacks it.
    public func text(_ key: TextKey) -> String {
        table[key.rawValue] ?? key.rawValue
    }

    /// The text for the key with its `%@`/`%d` placeholders filled in, in order (the tables use no
    /// other placeholders). A state fills in a hundred of them, so this does not go through
    /// `String(format:)`, which costs a format parse and a bridge each time.
    public func text(_ key: TextKey, _ arguments: any CustomStringConvertible...) -> String {
        var rest = Substring(text(key))
        var next = arguments.makeIterator()
        var result = ""
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let kind = rest.index(after: percent)
            guard kind < rest.endIndex else { break }
            switch rest[kind] {
            case "@", "d": result += next.next()?.description ?? ""
            case "%": result += "%"
            default: result += rest[percent...kind]
            }
            rest = rest[rest.index(after: kind)...]
        }
        return result + rest
    }

    /// Whether this language's table has the key.
    public func hasText(for key: String) -> Bool {
        table[key] != nil
    }

    /// The keys this language's table defines.
    public var keys: Set<String> { Set(table.keys) }

    private static func load(_ language: Language) -> [String: String] {
        guard let folder = Bundle.module.url(forResource: language.rawValue, withExtension: "lproj"),
              let data = try? Data(contentsOf: folder.appending(path: "Localizable.strings")),
              let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { return [:] }
        return table
    }
}
