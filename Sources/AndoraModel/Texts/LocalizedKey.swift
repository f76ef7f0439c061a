/// A key of a text the player sees, with its text in every language the app speaks.
public protocol LocalizedKey: Hashable, Sendable, CaseIterable {
    /// The key's name, for messages about the tables.
    var rawValue: String { get }
    var english: String { get }
    var russian: String { get }
}

extension TextKey: LocalizedKey {}
extension WebText: LocalizedKey {}
