/// A language the app speaks; each player picks one in the options.
public enum Language: String, Hashable, Sendable, Codable, CaseIterable {
    case en, ru
}
